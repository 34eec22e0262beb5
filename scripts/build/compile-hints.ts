// Chromium's per-file compile hint on the scripts a page runs as it loads. Without it V8 reads a
// script once to find where each function ends and compiles a function on the main thread the
// first time it runs: React's hydration and the page's first render then spend part of their long
// tasks compiling. With `//# allFunctionsCalledOnLoad` as the file's first line, V8 compiles every
// function of the file on a background thread while the file streams in (Chrome 136 and later;
// older WebViews ignore the comment and compile lazily as before).
//
// It goes on every chunk of our own code: what a page loads first, and the lazy chunks, which load
// at the moment they are needed (the bind-card form as the page hydrates, a dialog when it opens).
// Not on a lazily loaded library such as the barcode or QR encoder: most of its functions never run
// for the one format we draw, and compiling them all would be work for nothing.
import type { Plugin } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** What the plugin reads of a chunk (Rolldown's OutputChunk has these). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** Files this chunk imports statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

const isLibraryModule = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** The chunks that get the hint: all but lazy chunks that carry a library. */
export function hintedChunks(chunks: readonly ChunkFacts[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What loads with an entry: the entries and everything they import statically.
  const loadedFirst = new Set<string>();
  const visit = (fileName: string) => {
    if (loadedFirst.has(fileName)) return;
    loadedFirst.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return new Set(
    chunks
      .filter((chunk) => loadedFirst.has(chunk.fileName) || !chunk.moduleIds.some(isLibraryModule))
      .map((chunk) => chunk.fileName),
  );
}

/** A source map (JSON) for the same code one line further down. */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function compileHints(): Plugin {
  return {
    name: 'cash-loan:compile-hints',
    apply: 'build',
    generateBundle: {
      // After every other step's generateBundle, Vite's own included (one of them writes a table of
      // lazy chunks at the top of a script): the hint must be the file's first line. The file names
      // were hashed before, without the hint; being the same line in every file, it changes no
      // file's content from one build to the next.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const hinted = hintedChunks(chunks);
        for (const chunk of chunks) {
          if (!hinted.has(chunk.fileName)) continue;
          chunk.code = `${compileHint}\n${chunk.code}`;
          // The code moved one line down, so its source map gets an empty first line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            map.source = shiftedMap(map.source);
          }
        }
      },
    },
  };
}
