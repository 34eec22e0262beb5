// The README's reference tables, rendered from the code's own tables (page table, endpoint table,
// wire-key map, bridge command map, mock scenarios, configuration) so the docs cannot drift.
// `npm run docs` rewrites them in README.md; a unit test fails when README.md is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, wirePath } from '../shared/api/endpoints.ts';
import { defaultWireKeys } from '../shared/api/wire.ts';
import { defaultCommandNames } from '../shared/bridge/commands.ts';
import { defaultConfig, mapVariables, textVariables } from '../shared/config/config.ts';
import { cleanPathOf, pageTable } from '../shared/config/pages.ts';
import { scenarios } from '../shared/mock/scenarios.ts';
import { builtPages } from './pages-plugin.ts';

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const code = (value: string) => (value === '' ? '' : `\`${value}\``);

const successLabels = { zero: '0', doubleZero: "'00'", stringZero: "'0'" } as const;

export function renderTables(builtPageNames: readonly string[]): Record<string, string> {
  return {
    pages: table(
      ['page folder', 'file', 'clean path', 'logical names', 'title', 'render', 'in this build'],
      pageTable.map((page) => [
        code(`pages/${page.name}/`),
        code(page.file),
        code(cleanPathOf(page)),
        page.logicalNames.join(', '),
        page.title || '(app name)',
        page.render,
        builtPageNames.includes(page.name) ? 'yes' : 'not yet',
      ]),
    ),
    endpoints: table(
      ['name', 'method', 'wire path (default)', 'success code', 'client'],
      Object.entries(endpoints).map(([name, endpoint]) => [
        code(name),
        endpoint.method,
        code(wirePath(endpoint, defaultConfig)),
        successLabels[endpoint.success],
        'multipart' in endpoint && endpoint.multipart ? 'form (multipart)' : endpoint.client,
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
          code(String(defaultConfig[field as keyof typeof textVariables])) || '(the page origin)',
          field,
        ]),
        ...Object.entries(mapVariables).map(([field, variable]) => [
          code(variable),
          code('{}'),
          `${field} (JSON object)`,
        ]),
        [code('VITE_BASE'), code('/'), 'base path the site is served under'],
      ],
    ),
  };
}

/** Replaces each `<!-- table:NAME -->...<!-- /table:NAME -->` block of the text. */
export function fillTables(text: string, tables: Record<string, string>): string {
  return Object.entries(tables).reduce((current, [name, rendered]) => {
    const pattern = new RegExp(`(<!-- table:${name} -->)[\\s\\S]*?(<!-- /table:${name} -->)`);
    if (!pattern.test(current)) throw new Error(`README.md has no <!-- table:${name} --> block`);
    return current.replace(
      pattern,
      (_match, open: string, close: string) => `${open}\n${rendered}\n${close}`,
    );
  }, text);
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const readme = path.join(root, 'README.md');
  const names = builtPages(root).map((page) => page.name);
  fs.writeFileSync(readme, fillTables(fs.readFileSync(readme, 'utf8'), renderTables(names)));
  console.log('README.md tables updated.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
