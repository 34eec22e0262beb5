// @vitest-environment node
// The import boundaries of eslint.config.js (README "Layout"): every spelling of a forbidden import
// is reported, and the imports the layout allows are not.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const boundaryRules = new Set([
  'layout/boundaries',
  'no-restricted-globals',
  'no-restricted-properties',
]);

/** The boundary findings for `code` linted as the file at `filePath`: rule and message. */
async function boundaryFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && boundaryRules.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// ESLint loads typescript-eslint and the config on its first lint: pay for that once, with time.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: path.join(root, 'shared/warm-up.ts') });
}, 60_000);

const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

const page = 'pages/orderDetail/OrderCard.tsx';

describe('a page never imports another page', () => {
  const spellings = [
    '../error/failurePageRules.ts',
    '../../pages/error/failurePageRules.ts',
    './../error/failurePageRules.ts',
    '../orderDetail/../error/failurePageRules.ts',
    '../../Pages/error/failurePageRules.ts',
    '../../pages/Error/failurePageRules.ts',
    '@/pages/error/failurePageRules.ts',
    '~/pages/error/failurePageRules.ts',
    '/pages/error/failurePageRules.ts',
    `${root}pages/error/failurePageRules.ts`,
    `file://${root}pages/error/failurePageRules.ts`,
    'pages/error/failurePageRules.ts',
    '../error/failurePageRules.ts?raw',
  ];

  for (const specifier of spellings) {
    it(`reports ${specifier}`, async () => {
      const findings = await boundaryFindings(page, importOf(specifier));
      expect(findings.some((finding) => finding.includes('never imports another page'))).toBe(true);
    });
  }

  it('reports re-exports, dynamic imports, type imports and require', async () => {
    const target = '../error/failurePageRules.ts';
    for (const code of [
      `export { x } from '${target}';`,
      `export * from '${target}';`,
      `export const load = () => import('${target}');`,
      'export const load = () => import(`../error/failurePageRules.ts`);',
      `import type { X } from '${target}';\nexport type Y = X;`,
      `export type Y = import('${target}').X;`,
      `export const x = require('${target}');`,
    ]) {
      const findings = await boundaryFindings(page, code);
      expect(findings, code).toContainEqual(expect.stringContaining('never imports another page'));
    }
  });

  it('reports a computed dynamic import in a page, whose target cannot be checked', async () => {
    const findings = await boundaryFindings(
      page,
      'export const load = (name: string) => import(`../${name}/main.tsx`);\n',
    );
    expect(findings).toEqual([
      'layout/boundaries: Name the imported file literally, so that its boundary can be checked.',
    ]);
  });

  it('reports a page test that imports another page', async () => {
    const findings = await boundaryFindings(
      'pages/orderDetail/OrderCard.test.tsx',
      importOf('../error/failurePageRules.ts'),
    );
    expect(findings).toContainEqual(expect.stringContaining('never imports another page'));
  });

  it('reports files outside its folder, shared/ and styles/', async () => {
    for (const specifier of ['../../scripts/prerender.ts', '../../tests/setup/unit.ts']) {
      expect(await boundaryFindings(page, importOf(specifier)), specifier).toEqual([
        expect.stringContaining('imports only its own folder, shared/ and styles/'),
      ]);
    }
  });

  it('allows its own folder, shared/, styles/ and packages', async () => {
    for (const specifier of [
      './orderDetailRules.ts',
      './OrderDetailPage.module.scss',
      '../orderDetail/orderDetailRules.ts',
      '../../shared/api/loanDetails.ts',
      '../../shared/ui/button/Button.tsx',
      '../../styles/global.scss',
      'react',
      'zustand/middleware',
    ]) {
      expect(await boundaryFindings(page, importOf(specifier)), specifier).toEqual([]);
    }
  });

  it('allows a page test the test setup', async () => {
    const findings = await boundaryFindings(
      'pages/orderDetail/OrderDetailPage.test.tsx',
      importOf('../../tests/setup/unit.ts'),
    );
    expect(findings).toEqual([]);
  });
});

describe('shared/ never imports pages/', () => {
  for (const specifier of [
    '../../pages/error/failurePageRules.ts',
    '../../../pages/error/failurePageRules.ts',
    '@/pages/error/failurePageRules.ts',
    '/pages/error/failurePageRules.ts',
    'pages/error/failurePageRules.ts',
  ]) {
    it(`reports ${specifier}`, async () => {
      const file = specifier.startsWith('../../../')
        ? 'shared/ui/button/Button.tsx'
        : 'shared/api/client.ts';
      expect(await boundaryFindings(file, importOf(specifier))).toContainEqual(
        expect.stringContaining('shared/ serves the pages and imports none of them'),
      );
    });
  }

  it('reports it in a shared test too', async () => {
    const findings = await boundaryFindings(
      'shared/api/client.test.ts',
      importOf('../../pages/error/failurePageRules.ts'),
    );
    expect(findings).toContainEqual(expect.stringContaining('imports none of them'));
  });

  it('allows shared/ to import shared/', async () => {
    const findings = await boundaryFindings(
      'shared/ui/toast/Toast.tsx',
      importOf('./toastStore.ts'),
    );
    expect(findings).toEqual([]);
  });
});

describe('only shared/api/ talks to the network', () => {
  const network = [
    "import ky from 'ky';\nexport const api = ky;",
    "import ky from 'ky/distribution/index.js';\nexport const api = ky;",
    "export const load = () => import('ky');",
    "export const get = () => fetch('/x');",
    "export const get = () => window.fetch('/x');",
    "export const get = () => globalThis.fetch('/x');",
    "export const get = () => self.fetch('/x');",
    "export const get = () => window['fetch']('/x');",
    'export const get = () => globalThis[`fetch`](`/x`);',
    "const { fetch: send } = window;\nexport const get = () => send('/x');",
    'export const send = fetch;',
    'export const request = new XMLHttpRequest();',
    'export const request = new window.XMLHttpRequest();',
    'export const request = new globalThis.XMLHttpRequest();',
  ];

  for (const code of network) {
    it(`reports in a page and in shared/: ${code.split('\n')[0]}`, async () => {
      for (const file of [page, 'shared/ui/toast/Toast.tsx']) {
        const findings = await boundaryFindings(file, code);
        expect(findings.join('\n'), file).toMatch(/Only shared\/api\/ talks to the network/);
      }
    });
  }

  it('allows shared/api/, the mock backend, tests and scripts', async () => {
    for (const file of [
      'shared/api/client.ts',
      'shared/mock/handlers.ts',
      'pages/orderDetail/OrderDetailPage.test.tsx',
      'tests/browser/pages.test.ts',
      'scripts/bench.ts',
    ]) {
      for (const code of network) expect(await boundaryFindings(file, code), file).toEqual([]);
    }
  });

  it('allows a local variable or method that happens to be named fetch', async () => {
    const code =
      'export function load(fetch: () => void) {\n  fetch();\n}\n' +
      'export const store = { refresh() {} };\nstore.refresh();\n';
    expect(await boundaryFindings(page, code)).toEqual([]);
  });
});

describe('the mock backend serves only tests and the dev servers', () => {
  for (const [file, specifier] of [
    [page, '../../shared/mock/handlers.ts'],
    [page, '@/shared/mock/handlers.ts'],
    [page, 'msw'],
    [page, 'msw/browser'],
    ['shared/api/client.ts', '../mock/orderFixtures.ts'],
    ['shared/ui/toast/Toast.tsx', '../../Mock/orderFixtures.ts'],
    ['shared/api/client.ts', 'msw'],
  ] as const) {
    it(`reports ${specifier} in ${file}`, async () => {
      expect(await boundaryFindings(file, importOf(specifier))).toContainEqual(
        expect.stringContaining('Only tests and the dev servers'),
      );
    });
  }

  it('allows tests, test helpers, scripts, vite.config.ts and the mock itself', async () => {
    for (const [file, specifier] of [
      ['shared/api/loanDetails.test.ts', '../mock/orderFixtures.ts'],
      ['pages/orderDetail/OrderDetailPage.test.tsx', 'msw'],
      ['tests/pages/orderDetailPage.tsx', 'msw'],
      ['tests/setup/unit.ts', '../../shared/mock/handlers.ts'],
      ['scripts/mock-backend-plugin.ts', '../shared/mock/handlers.ts'],
      ['vite.config.ts', './shared/mock/handlers.ts'],
      ['shared/mock/handlers.ts', 'msw'],
    ] as const) {
      expect(await boundaryFindings(file, importOf(specifier)), file).toEqual([]);
    }
  });
});

describe('one import style: relative paths that name the file', () => {
  it('reports an alias or a root path for a file the page may import', async () => {
    for (const specifier of [
      '@/shared/api/loanDetails.ts',
      '/shared/api/loanDetails.ts',
      'shared/api/loanDetails.ts',
    ]) {
      expect(await boundaryFindings(page, importOf(specifier)), specifier).toEqual([
        `layout/boundaries: Import project files by a relative path (./x.ts, ../../shared/...), not "${specifier}".`,
      ]);
    }
  });

  it('reports it in scripts and tests too', async () => {
    const findings = await boundaryFindings(
      'tests/browser/pages.test.ts',
      importOf('@/scripts/pages-plugin.ts'),
    );
    expect(findings).toEqual([expect.stringContaining('Import project files by a relative path')]);
  });

  it('reports a relative path without the extension, in imports and re-exports', async () => {
    for (const code of [
      importOf('./orderDetailRules'),
      "export { x } from './orderDetailRules';",
      "export const load = () => import('./orderDetailRules');",
    ]) {
      expect(await boundaryFindings(page, code), code).toEqual([
        'layout/boundaries: Relative imports name the file with its extension (./client.ts).',
      ]);
    }
  });
});
