// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import { installedHere, policiesOfOlderBuild } from './bench-against.ts';

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

describe('policiesOfOlderBuild', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  it('gives each page the older build has a policy that allows its own inline style and script', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'older-build-'));
    try {
      fs.writeFileSync(
        path.join(dist, 'repay.html'),
        '<head><style>p{color:red}</style><script>self.early=1</script>' +
          '<script type="module" src="/assets/repay.js"></script></head>',
      );
      const map = policiesOfOlderBuild(dist, defaultConfig);
      const repay = map.split('\n').find((line) => line.trim().startsWith('/repay.html '));
      expect(repay).toContain(sha('p{color:red}'));
      expect(repay).toContain(sha('self.early=1'));
      expect(repay).toContain("script-src 'self'");
      // A page the older build does not have gets no line: nginx's own default answers for it.
      expect(map).not.toMatch(/^\s*\/confirm\.html /m);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
