// @vitest-environment node
// The import boundaries of eslint.config.js (README "Layout"): each zone refuses a sample import and
// allows what the layout allows, no cycle passes, and every import is spelled so a zone can see it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const boundaryRules = new Set([
  'layout/boundaries',
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
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

/** A zone's finding for `specifier` linted as `filePath`, if any. */
const refusal = async (filePath: string, specifier: string) =>
  (await boundaryFindings(filePath, importOf(specifier))).find((finding) =>
    finding.startsWith('import-x/no-restricted-paths'),
  );

describe('the zones: who may import whom (README "Layout")', () => {
  const refused: [string, string, string][] = [
    [page, '../error/failurePageRules.ts', 'A page never imports another page'],
    [page, '../../scripts/build/chunk-names.ts', 'A page imports only its own folder'],
    [page, '../../tests/setup/apiHarness.ts', 'A page imports only its own folder'],
    [page, '../../shared/mock/handlers.ts', 'Only tests and the dev servers'],
    [
      'shared/features/loanConfirm/ConfirmView.tsx',
      '../repayment/repaymentRules.ts',
      'A feature never imports another feature',
    ],
    [
      'shared/features/repayment/PaymentMethods.tsx',
      '../../../pages/repay/pageLoad.ts',
      'shared/ serves the pages',
    ],
    ['shared/api/client.ts', '../../pages/error/failurePageRules.ts', 'shared/ serves the pages'],
    ['shared/ui/toast/Toast.tsx', '../../features/repayment/repaymentRules.ts', 'The kit serves'],
    ['shared/api/client.ts', '../mock/orderFixtures.ts', 'Only tests and the dev servers'],
    // One sample per floor: the floor above it, refused.
    ['shared/notify/toastStore.ts', '../navigation/pageQuery.ts', 'shared/notify/ is on floor 1'],
    ['shared/format/money.ts', '../api/parse.ts', 'shared/format/ is on floor 2'],
    ['shared/api/client.ts', '../stores/ownedEntry.ts', 'shared/api/ is on floor 3'],
    ['shared/stores/ownedEntry.ts', '../actions/openAddress.ts', 'shared/stores/ is on floor 4'],
    [
      'shared/actions/openAddress.ts',
      '../hooks/usePendingAction.ts',
      'shared/actions/ is on floor 5',
    ],
    ['shared/hooks/usePendingAction.ts', '../ui/button/Button.tsx', 'shared/hooks/ is on floor 6'],
    ['shared/ui/button/Button.tsx', '../../page/hydratedPage.tsx', 'shared/ui/ is on floor 7'],
    ['scripts/build/pages-plugin.ts', '../../tests/setup/unit.ts', 'never import tests/'],
    ['vite.config.ts', './tests/setup/nodeTests.ts', 'never import tests/'],
  ];
  for (const [file, specifier, message] of refused) {
    it(`refuses ${specifier} in ${file}`, async () => {
      expect(await refusal(file, specifier)).toContain(message);
    });
  }

  const allowed: [string, string][] = [
    [page, './orderDetailRules.ts'],
    [page, '../../shared/features/repayment/repaymentRules.ts'],
    [page, '../../shared/ui/button/Button.tsx'],
    ['shared/features/repayment/PaymentMethods.tsx', '../../requestKeys/useRequestKey.ts'],
    ['shared/ui/button/Button.tsx', '../../hooks/usePendingAction.ts'],
    ['shared/actions/openAddress.ts', '../bridge/bridge.ts'],
    ['shared/api/client.ts', '../notify/toastStore.ts'],
    ['shared/navigation/pageQuery.ts', '../format/money.ts'],
    ['shared/mock/handlers.ts', '../api/endpoints.ts'],
    ['scripts/build/mock-backend-plugin.ts', '../../shared/mock/handlers.ts'],
    ['pages/orderDetail/OrderDetailPage.test.tsx', '../../shared/mock/orderFixtures.ts'],
    ['pages/orderDetail/OrderDetailPage.test.tsx', '../../tests/setup/apiHarness.ts'],
    ['tests/browser/pages.test.ts', '../../scripts/build/pages-plugin.ts'],
  ];
  for (const [file, specifier] of allowed) {
    it(`allows ${specifier} in ${file}`, async () => {
      expect(await boundaryFindings(file, importOf(specifier))).toEqual([]);
    });
  }

  it('refuses re-exports, dynamic imports and type imports across a zone too', async () => {
    const target = '../error/failurePageRules.ts';
    for (const code of [
      `export { x } from '${target}';`,
      `export * from '${target}';`,
      `export const load = () => import('${target}');`,
      `import type { X } from '${target}';\nexport type Y = X;`,
    ]) {
      const findings = await boundaryFindings(page, code);
      expect(findings, code).toContainEqual(
        expect.stringContaining('A page never imports another page'),
      );
    }
  });
});

describe('no import cycle', () => {
  const folder = path.join(root, 'shared', 'notify', 'cycle-sample');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'a.ts'),
      "import { b } from './b.ts';\nexport const a = b;\n",
    );
    fs.writeFileSync(
      path.join(folder, 'b.ts'),
      "import { a } from './a.ts';\nexport const b = () => a;\n",
    );
    const [result] = await eslint.lintFiles([path.join(folder, 'a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('one spelling a zone can follow', () => {
  it('refuses an alias, a root path or a file URL: project files are imported by a relative path', async () => {
    for (const specifier of [
      '@/pages/error/failurePageRules.ts',
      '~/pages/error/failurePageRules.ts',
      '/pages/error/failurePageRules.ts',
      'pages/error/failurePageRules.ts',
      `file://${root}pages/error/failurePageRules.ts`,
    ]) {
      expect(await boundaryFindings(page, importOf(specifier)), specifier).toContainEqual(
        expect.stringContaining('Import project files by a relative path'),
      );
    }
  });

  it('refuses a path spelled otherwise than on disk, which a case-insensitive disk would open', async () => {
    for (const specifier of [
      '../../Pages/error/failurePageRules.ts',
      '../../pages/Error/failurePageRules.ts',
      '../../shared/Mock/handlers.ts',
    ]) {
      expect(await boundaryFindings(page, importOf(specifier)), specifier).toContainEqual(
        expect.stringContaining('name it as it is on disk'),
      );
    }
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
      'scripts/measure/bench.ts',
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

describe('msw serves only tests and the dev servers', () => {
  it('refuses it in a page and in shared/', async () => {
    for (const file of [page, 'shared/api/client.ts']) {
      for (const specifier of ['msw', 'msw/browser']) {
        expect(await boundaryFindings(file, importOf(specifier)), file).toContainEqual(
          expect.stringContaining('Only tests and the dev servers'),
        );
      }
    }
  });

  it('allows tests, scripts and the mock itself', async () => {
    for (const file of [
      'pages/orderDetail/OrderDetailPage.test.tsx',
      'tests/pages/orderDetailPage.tsx',
      'scripts/build/mock-backend-plugin.ts',
      'shared/mock/handlers.ts',
    ]) {
      expect(await boundaryFindings(file, importOf('msw')), file).toEqual([]);
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
