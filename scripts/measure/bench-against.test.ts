// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installedHere } from './bench-against.ts';

describe('installedHere', () => {
  const lock = (packages: Record<string, { version?: string }>) => JSON.stringify({ packages });
  it('links when this checkout only added packages, at the same versions', () => {
    const other = lock({ '': {}, 'node_modules/vite': { version: '8.3.8' } });
    const own = lock({
      '': {},
      'node_modules/vite': { version: '8.3.8' },
      'node_modules/ws': { version: '8.0.0' },
    });
    expect(installedHere(other, own)).toBe(true);
  });
  it('installs afresh when a package differs or is missing here', () => {
    const own = lock({ '': {}, 'node_modules/vite': { version: '8.3.8' } });
    expect(installedHere(lock({ 'node_modules/vite': { version: '8.3.7' } }), own)).toBe(false);
    expect(installedHere(lock({ 'node_modules/ky': { version: '1.7.5' } }), own)).toBe(false);
  });
});
