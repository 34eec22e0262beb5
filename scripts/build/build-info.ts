// What a build writes for the tools that measure, test and deploy it, beside the site and never in
// it (dist/ is uploaded as it is): Vite's manifest, the source maps for error reports with the
// build's id (build.json, named in every field report: shared/telemetry/), and the
// pieces of the server configurations that depend on the build (each page's
// Content-Security-Policy carries its inline styles' hashes), among them every page's headers by
// file, which the preview server sends.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

/** The build's id and what it was made with: `{ "build": "<id>" }`. */
export function buildFilePath(outDir: string): string {
  return path.join(buildInfoDir(outDir), 'build.json');
}

/**
 * The id of a build made in root: the commit it was made from (12 hex digits), `unknown` outside
 * a git checkout. A field report names it, so its stack is read with the maps of that release.
 */
export function buildId(root: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Where the source maps of the build in outDir are kept: `dist-info/sourcemaps/assets/x.js.map`. */
export function sourceMapsDir(outDir: string): string {
  return path.join(buildInfoDir(outDir), 'sourcemaps');
}

const mapComment = /\/[/*][#@] sourceMappingURL=/;

/**
 * Moves every source map out of the site into sourceMapsDir, at the same path inside it, so an
 * error report's file and line can be read back and no map is uploaded. Throws when a file left
 * in the site still names a map: the browser would ask for it.
 */
export function keepSourceMapsBeside(outDir: string): string[] {
  const site = path.resolve(outDir);
  const files = fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).sort();
  const maps = files.filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    const target = path.join(sourceMapsDir(site), file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(site, file), target);
  }
  const naming = files.filter(
    (file) =>
      /\.(js|css)$/.test(file) && mapComment.test(fs.readFileSync(path.join(site, file), 'utf8')),
  );
  if (naming.length > 0) {
    throw new Error(`build: ${naming.join(', ')} name a source map the site does not serve`);
  }
  return maps;
}
