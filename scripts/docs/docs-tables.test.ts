// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentTables, fillTables, renderTables, tableFiles } from './docs-tables.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const reference = { file: 'docs/reference.md' };
/** The text with the tables' padding squeezed out, so rows read `| a | b |`. */
const squeezed = (text: string) => text.replace(/ {2,}/g, ' ');

describe('reference tables', () => {
  it.each(tableFiles)(
    '$file matches the code (run `npm run docs` after changing a table)',
    (options) => {
      const text = read(options.file);
      expect(fillTables(text, currentTables(root), options)).toBe(text);
    },
  );

  it('docs/reference.md carries every table', () => {
    const text = read(reference.file);
    for (const name of Object.keys(currentTables(root))) {
      expect(text).toContain(`<!-- table:${name} -->`);
      expect(text).toContain(`<!-- /table:${name} -->`);
    }
  });

  it('notices a reference that has drifted from the code', () => {
    const text = read(reference.file);
    const row = text.split('\n').find((line) => line.startsWith('| `loanDetails` '));
    expect(row && squeezed(row)).toBe(
      '| `loanDetails` | POST | `/maxwell/v3/loan-details/loan-details` | 0 | form | |',
    );
    const drifted = text.replace(row ?? '', (row ?? '').replace('POST', 'GET '));
    expect(drifted).not.toBe(text);
    expect(fillTables(drifted, currentTables(root), reference)).toBe(text);
  });

  it('render one row per page and per endpoint, and the not-found page under the pages', () => {
    const rendered = renderTables(['testPreview', 'notFound']);
    const tables = { pages: squeezed(rendered.pages), endpoints: squeezed(rendered.endpoints) };
    expect(tables.pages).toContain(
      '| `pages/testPreview/` | `testPreview.html` | `/testPreview` | testPreview | Test Preview | hydrated | yes |',
    );
    expect(tables.pages).toContain(
      '| `pages/landing/` | `index.html` | `/` | landing | (app name) | islands | not yet |',
    );
    expect(tables.pages).toContain(
      'Any other address: `pages/notFound/` (`404.html`, "Page not found", static, in this build: yes), served with status 404',
    );
    expect(tables.endpoints).toContain(
      "| `productJump` | POST | `/maxwell/gopia/goya/define` | '00' | form | |",
    );
    expect(tables.endpoints).toContain(
      "| `promotionSid` | GET | `/api/v2/market/service/promotion/get-sid` | '0' | json | |",
    );
    expect(tables.endpoints).toContain(
      '| `loanPush` | POST | `/maxwell/v3/loan-confirm/loan-detail-push` | 0 | form | loan |',
    );
  });

  it('list every build-time variable, the trusted origins and image hosts included', () => {
    const configuration = squeezed(renderTables([]).configuration);
    expect(configuration).toContain(
      '| `VITE_TRUSTED_ORIGINS` | (none) | trustedOrigins (origin list) |',
    );
    expect(configuration).toContain(
      '| `VITE_IMAGE_HOSTS` | (the API origin) | imageHosts (origin list) |',
    );
    expect(configuration).toContain('| `VITE_API_ORIGIN` | (the page origin) | apiOrigin |');
    expect(configuration).toContain('| `VITE_WIRE_KEYS` | `{}` | wireKeys (JSON object) |');
    expect(configuration).toContain('| `VITE_DAILY_RATE` | `0.05` | dailyRate (percent a day) |');
  });

  it('refuse a reference without a table block, naming the file', () => {
    expect(() => fillTables('no tables', { pages: 'x' }, reference)).toThrow(
      'docs/reference.md has no <!-- table:pages --> block',
    );
  });

  it('leave a file that may carry no blocks as it is', () => {
    expect(fillTables('no tables', { pages: 'x' }, { file: 'README.md', partial: true })).toBe(
      'no tables',
    );
    expect(
      fillTables(
        'a\n<!-- table:pages -->\nold\n<!-- /table:pages -->\nb',
        { pages: 'new', endpoints: 'y' },
        { file: 'README.md', partial: true },
      ),
    ).toBe('a\n<!-- table:pages -->\n\nnew\n\n<!-- /table:pages -->\nb');
  });
});
