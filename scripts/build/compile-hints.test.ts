// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ChunkFacts, hintedChunks, shiftedMap } from './compile-hints.ts';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  imports: [],
  moduleIds: [`/site/shared/${fileName}.ts`],
  ...facts,
});

describe('hintedChunks', () => {
  const chunks = [
    chunk('orderDetail.js', { isEntry: true, imports: ['react.js', 'pageKit.js'] }),
    chunk('react.js', { moduleIds: ['/site/node_modules/react-dom/index.js'] }),
    chunk('pageKit.js', { imports: ['react.js'] }),
    // Lazy: imported by nothing statically.
    chunk('OrderDialogs.js', { imports: ['pageKit.js'] }),
    chunk('GeneratedBarcode.js', {
      moduleIds: ['/site/shared/GeneratedBarcode.tsx', '/site/node_modules/jsbarcode/bin/index.js'],
    }),
  ];

  it('hints what an entry loads, libraries included, and lazy chunks of our own code', () => {
    expect([...hintedChunks(chunks)].sort()).toEqual([
      'OrderDialogs.js',
      'orderDetail.js',
      'pageKit.js',
      'react.js',
    ]);
  });

  it('leaves out a lazily loaded library', () => {
    expect(hintedChunks(chunks).has('GeneratedBarcode.js')).toBe(false);
  });

  it('follows static imports through chunks that import each other', () => {
    const cycle = [
      chunk('entry.js', { isEntry: true, imports: ['a.js'] }),
      chunk('a.js', { imports: ['b.js'], moduleIds: ['/site/node_modules/a/index.js'] }),
      chunk('b.js', { imports: ['a.js'], moduleIds: ['/site/node_modules/b/index.js'] }),
    ];
    expect([...hintedChunks(cycle)].sort()).toEqual(['a.js', 'b.js', 'entry.js']);
  });
});

describe('shiftedMap', () => {
  it('maps the code one line further down, below the hint, and keeps the rest of the map', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACD' };
    expect(JSON.parse(shiftedMap(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA,CAAC;AACD',
    });
  });
});
