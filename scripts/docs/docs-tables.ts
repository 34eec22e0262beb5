// The reference tables of docs/reference.md, rendered from the code's own tables (page table,
// endpoint table, wire-key map, bridge command map, mock scenarios, configuration) so the docs cannot
// drift. `npm run docs` rewrites them (and any block README.md still carries); a unit test fails
// when a file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, wirePath } from '../../shared/api/endpoints.ts';
import { defaultWireKeys } from '../../shared/api/wire.ts';
import { defaultCommandNames } from '../../shared/bridge/commands.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  listDefaults,
  formatVariables,
  lenderVariables,
  listVariables,
  loanOfferVariables,
  mapVariables,
  telemetryVariables,
  textVariables,
} from '../../shared/config/readConfig.ts';
import { cleanPathOf, notFoundPage, pageTable } from '../../shared/config/pages.ts';
import { scenarios } from '../../shared/mock/scenarios.ts';
import { paddedTable } from './markdown-table.ts';
import { builtEntries } from '../build/pages-plugin.ts';

// Padded as Prettier formats a table, so the generated file passes the format check as written.
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cells: readonly string[]) => cells.map((cell) => cell.replace(/\|/g, '\\|'));
  return paddedTable(escape(header), rows.map(escape));
}

const code = (value: string) => (value === '' ? '' : `\`${value}\``);

const successLabels = { zero: '0', doubleZero: "'00'", stringZero: "'0'" } as const;

const inBuild = (builtPageNames: readonly string[], name: string) =>
  builtPageNames.includes(name) ? 'yes' : 'not yet';

/** The tables by block name; `builtPageNames` are the folders this build ships (builtEntries). */
export function renderTables(builtPageNames: readonly string[]) {
  return {
    pages: [
      table(
        ['page folder', 'file', 'clean path', 'logical names', 'title', 'render', 'in this build'],
        pageTable.map((page) => [
          code(`pages/${page.name}/`),
          code(page.file),
          code(cleanPathOf(page)),
          page.logicalNames.join(', '),
          page.title || '(app name)',
          page.render,
          inBuild(builtPageNames, page.name),
        ]),
      ),
      '',
      `Any other address: ${code(`pages/${notFoundPage.name}/`)} (${code(notFoundPage.file)}, ` +
        `"${notFoundPage.title}", ${notFoundPage.render}, in this build: ` +
        `${inBuild(builtPageNames, notFoundPage.name)}), served with status 404; ` +
        `it has no clean path and no logical name (\`notFoundPage\` in shared/config/pages.ts).`,
    ].join('\n'),
    endpoints: table(
      ['name', 'method', 'wire path (default)', 'success code', 'client', 'request key'],
      // Ordered by path, so related calls sit together and every runtime writes the same table
      // (a module namespace lists its exports alphabetically, a bundled one in source order).
      Object.entries(endpoints)
        .sort(([, a], [, b]) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
        .map(([name, endpoint]) => [
          code(name),
          endpoint.method,
          code(wirePath(endpoint, defaultConfig)),
          successLabels[endpoint.success],
          'multipart' in endpoint && endpoint.multipart ? 'form (multipart)' : endpoint.client,
          // The calls that carry Idempotency-Key, by what they do for the borrower.
          'requestKey' in endpoint && endpoint.requestKey ? endpoint.requestKey : '',
        ]),
    ),
    wireKeys: table(
      ['domain field', 'wire key'],
      Object.entries(defaultWireKeys).map(([field, key]) => [code(field), code(key)]),
    ),
    bridge: table(
      ['command', 'default name'],
      Object.entries(defaultCommandNames).map(([command, name]) => [code(command), code(name)]),
    ),
    scenarios: table(
      ['mock=', 'what the backend answers'],
      Object.entries(scenarios).map(([name, scenario]) => [code(name), scenario.description]),
    ),
    configuration: table(
      ['variable', 'default', 'sets'],
      [
        ...Object.entries(textVariables).map(([field, variable]) => [
          code(variable),
          code(String(defaultConfig[field as keyof typeof textVariables])) ||
            (field === 'apiOrigin' ? '(the page origin)' : '(none)'),
          field,
        ]),
        ...Object.entries(listVariables).map(([field, variable]) => [
          code(variable),
          listDefaults[field as keyof typeof listVariables],
          `${field} (origin list)`,
        ]),
        ...Object.entries(mapVariables).map(([field, variable]) => [
          code(variable),
          code('{}'),
          `${field} (JSON object)`,
        ]),
        ...Object.entries(formatVariables).map(([field, variable]) => [
          code(variable),
          code(String(defaultConfig[field as keyof typeof formatVariables])),
          field === 'amountFormat'
            ? `amountFormat (${code('1.234,56')}, ${code('1,234.56')})`
            : `dateFormat (${code('YYYY-MM-DD')}, ${code('MMM D, YYYY')})`,
        ]),
        ...Object.entries(lenderVariables).map(([field, variable]) => [
          code(variable),
          `${code(String(defaultConfig[field as keyof typeof lenderVariables]))} (a release sets it)`,
          field,
        ]),
        ...Object.entries(loanOfferVariables).map(([field, variable]) => [
          code(variable),
          code(String(defaultConfig[field as keyof typeof loanOfferVariables])),
          field === 'dailyRate' ? 'dailyRate (percent a day)' : `${field} (whole pesos)`,
        ]),
        [
          code(telemetryVariables.telemetryUrl),
          '(none: nothing sent or loaded)',
          'telemetryUrl (path or https://)',
        ],
        [
          code(telemetryVariables.telemetrySample),
          code(String(defaultConfig.telemetrySample)),
          'telemetrySample (share, 0 to 1)',
        ],
        [code('VITE_BASE'), code('/'), 'base path the site is served under'],
      ],
    ),
  };
}

export interface FillOptions {
  /** Named in the error when a block is missing. */
  file: string;
  /** Fill only the blocks the text has (README.md may carry none); default: every block is required. */
  partial?: boolean;
}

/** Replaces each `<!-- table:NAME -->...<!-- /table:NAME -->` block of the text. */
export function fillTables(
  text: string,
  tables: Record<string, string>,
  { file, partial = false }: FillOptions,
): string {
  return Object.entries(tables).reduce((current, [name, rendered]) => {
    const pattern = new RegExp(`(<!-- table:${name} -->)[\\s\\S]*?(<!-- /table:${name} -->)`);
    if (!pattern.test(current)) {
      if (partial) return current;
      throw new Error(`${file} has no <!-- table:${name} --> block`);
    }
    return current.replace(
      pattern,
      // Blank lines around the block, so the closing comment is not read as part of the table.
      (_match, open: string, close: string) => `${open}\n\n${rendered}\n\n${close}`,
    );
  }, text);
}

/** The documents that carry the tables: the reference must hold every block, README.md any. */
export const tableFiles: readonly FillOptions[] = [
  { file: 'docs/reference.md' },
  { file: 'README.md', partial: true },
];

/** The tables of the pages this checkout ships. */
export function currentTables(root: string) {
  return renderTables(builtEntries(root).map((page) => page.name));
}

function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const tables = currentTables(root);
  for (const options of tableFiles) {
    const file = path.join(root, options.file);
    const text = fs.readFileSync(file, 'utf8');
    const filled = fillTables(text, tables, options);
    if (filled !== text) fs.writeFileSync(file, filled);
    console.log(`${options.file}: ${filled === text ? 'up to date' : 'tables updated'}.`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
