// What a built page's HTML asks for on a first visit (scripts/measure/byte-report.ts): its scripts,
// preloads and stylesheets with what they import statically (Vite's manifest), and what it inlines.
import { buildFileOf } from '../build/prerender.ts';

/** The files a page's HTML makes the browser fetch at once: module scripts, their preloads, and
 * stylesheets. A prerendered static page has no scripts left, so its JS is zero. */
export function firstVisitFiles(html: string): { jsFiles: string[]; cssFiles: string[] } {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  // Hrefs carry the base path (/h5/assets/...); the files sit in dist/assets/.
  const inDist = buildFileOf;
  const jsFiles: string[] = [];
  const cssFiles: string[] = [];
  for (const tag of tags) {
    const rel = attribute(tag, 'rel');
    const source = tag.startsWith('<script') ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!source || source.startsWith('data:')) continue;
    if (tag.startsWith('<script') || rel === 'modulepreload') jsFiles.push(inDist(source));
    else if (rel === 'stylesheet') cssFiles.push(inDist(source));
  }
  return { jsFiles: [...new Set(jsFiles)], cssFiles: [...new Set(cssFiles)] };
}

/** The text of each inline <script> of a page (one without a src: the figures script). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The rules a page carries in its own <style> elements (the build inlines the site stylesheet). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

/** The build files whose rules the prerender inlined (`<style data-href="/assets/x.css">`). */
export function inlinedFiles(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<style\b[^>]*\sdata-href="([^"]*)"/g)].map((match) =>
      buildFileOf(match[1] ?? ''),
    ),
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Adds what the scripts import statically, from Vite's manifest: the browser fetches those before
 * running the page even when the HTML does not preload them. Dynamic imports are not first visit.
 */
export function withStaticImports(
  files: { jsFiles: string[]; cssFiles: string[] },
  manifest: Manifest,
): { jsFiles: string[]; cssFiles: string[] } {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const jsFiles = new Set(files.jsFiles);
  const cssFiles = new Set(files.cssFiles);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) cssFiles.add(css);
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file;
      if (!file || jsFiles.has(file)) continue;
      jsFiles.add(file);
      visit(imported);
    }
  };
  for (const file of files.jsFiles) {
    const key = byFile.get(file);
    if (key) visit(key);
  }
  return { jsFiles: [...jsFiles], cssFiles: [...cssFiles] };
}
