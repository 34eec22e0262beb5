// What a build writes for the tools that measure, test and deploy it, beside the site and never in
// it (dist/ is uploaded as it is): Vite's manifest, and the pieces of the server configurations
// that depend on the build (each page's Content-Security-Policy carries its inline styles' hashes),
// among them every page's headers by file, which the preview server sends.
import path from 'node:path';

/** `dist-info/` for `dist/`, `dist-h5-info/` for `dist-h5/`. */
export function buildInfoDir(outDir: string): string {
  return `${path.resolve(outDir)}-info`;
}

/** Vite's manifest of the build in outDir. */
export function manifestPath(outDir: string): string {
  return path.join(buildInfoDir(outDir), 'manifest.json');
}

/** Each page file's own headers (Content-Security-Policy, Permissions-Policy, Cache-Control). */
export function pageHeadersPath(outDir: string): string {
  return path.join(buildInfoDir(outDir), 'page-headers.json');
}
