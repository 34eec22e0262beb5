import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTables, renderTables } from './docs-tables.ts';
import { builtPages } from './pages-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('README reference tables', () => {
  it('match the code (run `npm run docs` after changing a table)', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const tables = renderTables(builtPages(root).map((page) => page.name));
    expect(fillTables(readme, tables)).toBe(readme);
  });

  it('render one row per page and per endpoint', () => {
    const tables = renderTables(['testPreview']);
    expect(tables.pages).toContain(
      '| `pages/testPreview/` | `testPreview.html` | `/testPreview` | testPreview | Test Preview | hydrated | yes |',
    );
    expect(tables.pages).toContain(
      '| `pages/landing/` | `index.html` | `/` | landing | (app name) | islands | not yet |',
    );
    expect(tables.endpoints).toContain(
      "| `productJump` | POST | `/maxwell/gopia/goya/define` | '00' | form |",
    );
    expect(tables.endpoints).toContain(
      "| `promotionSid` | GET | `/api/v2/market/service/promotion/get-sid` | '0' | json |",
    );
  });

  it('refuses a README without the table blocks', () => {
    expect(() => fillTables('no tables', { pages: 'x' })).toThrow(
      'README.md has no <!-- table:pages --> block',
    );
  });
});
