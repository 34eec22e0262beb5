// A built site in a temporary folder for the byte report's tests: pages, their HTML as Vite writes
// it, the manifest and chunks of known sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildInfoDir, manifestPath, sourceMapsDir } from '../build/build-info.ts';

const tempRoots: string[] = [];

/** An empty folder that removeFakeBuilds removes. */
export function emptyRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-report-'));
  tempRoots.push(root);
  return root;
}

/** Removes the folders fakeBuild made (each test file calls it after each test). */
export function removeFakeBuilds(): void {
  for (const root of tempRoots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

/** Text that compresses well, distinct per label. */
export function text(label: string, repeat: number): Buffer {
  return Buffer.from(`console.log(${JSON.stringify(label)}, [1, 2, 3]);\n`.repeat(repeat));
}

/** Bytes that do not compress (a fixed pseudo-random sequence). */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

export function sizes(contents: Buffer[]) {
  return {
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    brotli: contents.reduce(
      (sum, content) =>
        sum +
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    ),
  };
}

export const assets = {
  'assets/orderDetail-A1.js': text('orderDetail entry', 300),
  'assets/orderDetail-A1.css': text('.order{color:red}', 100),
  'assets/shared-B2.js': text('shared chunk', 500),
  'assets/shared-B2.css': text('.shared{margin:0}', 80),
  'assets/ui-C3.js': text('ui chunk', 200),
  'assets/lazy-D4.js': text('lazy chunk', 400),
  'assets/lazy-D4.css': text('.lazy{padding:0}', 60),
  'assets/repay-E5.js': noise(99_000, 7),
  'assets/repay-E5.css': noise(12_000, 11),
  'assets/document-F6.css': text('.document{margin:0}', 50),
};

/** Page HTML as Vite writes it (base /h5/): the lazy chunk is not referenced, only imported later. */
const pagesHtml = {
  'orderDetail.html': `<!doctype html><html><head>
    <link rel="icon" href="/h5/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/h5/assets/orderDetail-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/h5/assets/shared-B2.js">
    <link rel="modulepreload" crossorigin href="/h5/assets/ui-C3.js">
    <link rel="stylesheet" crossorigin href="/h5/assets/shared-B2.css">
    <link rel="stylesheet" crossorigin href="/h5/assets/orderDetail-A1.css">
  </head><body><div id="root"></div></body></html>`,
  'repay.html': `<!doctype html><html><head>
    <script type="module" crossorigin src="/h5/assets/repay-E5.js"></script>
    <link rel="modulepreload" crossorigin href="/h5/assets/shared-B2.js">
    <link rel="modulepreload" crossorigin href="/h5/assets/ui-C3.js">
    <link rel="stylesheet" crossorigin href="/h5/assets/shared-B2.css">
    <link rel="stylesheet" crossorigin href="/h5/assets/repay-E5.css">
  </head><body><div id="root"></div></body></html>`,
  'aboutUs.html': `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/h5/assets/document-F6.css">
  </head><body><div id="root"><h1>About us</h1></div></body></html>`,
};

/** Vite's manifest for the same build (aboutUs lost its entry when its script was removed). */
const manifest = {
  'orderDetail.html': {
    file: 'assets/orderDetail-A1.js',
    isEntry: true,
    imports: ['_shared-B2.js', '_ui-C3.js'],
    dynamicImports: ['pages/orderDetail/Lazy.tsx'],
    css: ['assets/orderDetail-A1.css'],
  },
  '_shared-B2.js': {
    file: 'assets/shared-B2.js',
    imports: ['_ui-C3.js'],
    css: ['assets/shared-B2.css'],
  },
  '_ui-C3.js': { file: 'assets/ui-C3.js', imports: ['_shared-B2.js'] },
  'pages/orderDetail/Lazy.tsx': {
    file: 'assets/lazy-D4.js',
    isDynamicEntry: true,
    imports: ['_shared-B2.js'],
    css: ['assets/lazy-D4.css'],
  },
  'repay.html': {
    file: 'assets/repay-E5.js',
    isEntry: true,
    imports: ['_shared-B2.js'],
    css: ['assets/repay-E5.css'],
  },
};

export const files: Record<string, Buffer> = {
  ...assets,
  ...Object.fromEntries(Object.entries(pagesHtml).map(([file, html]) => [file, Buffer.from(html)])),
};

export function fakeBuild(pageNames: readonly string[], dataPages: readonly string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-report-'));
  tempRoots.push(root);
  for (const name of pageNames) {
    fs.mkdirSync(path.join(root, 'pages', name), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages', name, 'main.tsx'), 'export {};\n');
    if (dataPages.includes(name)) {
      fs.writeFileSync(path.join(root, 'pages', name, 'pageLoad.ts'), 'export {};\n');
    }
  }
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(buildInfoDir(dist), { recursive: true });
  fs.writeFileSync(manifestPath(dist), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, file), content);
  }
  return root;
}

/** Writes a source map naming these modules for each script of a build. */
export function writeMaps(root: string, sources: Record<string, string[]>): string {
  const dist = path.join(root, 'dist');
  for (const [file, modules] of Object.entries(sources)) {
    const map = path.join(sourceMapsDir(dist), `${file}.map`);
    fs.mkdirSync(path.dirname(map), { recursive: true });
    fs.writeFileSync(map, JSON.stringify({ version: 3, sources: modules, mappings: '' }));
  }
  return dist;
}
