// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleMockingTestFiles, nodePragma, nodeTestFiles } from './nodeTests.ts';

const roots: string[] = [];

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'node-tests-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('nodeTestFiles', () => {
  it('finds the test files of every folder, at any depth, that start with the node pragma', () => {
    const root = project({
      'shared/format/money.test.ts': `${nodePragma}\nimport {} from 'vitest';\n`,
      'pages/repay/deep/repayRules.test.tsx': `${nodePragma}\n`,
      'pages/repay/RepayPage.test.tsx': "import {} from 'vitest';\n",
      'pages/repay/later.test.ts': `// Spec §4.\n${nodePragma}\n`,
      'shared/format/money.ts': `${nodePragma}\n`,
    });
    expect(nodeTestFiles(root, ['shared', 'pages', 'tests/pages'])).toEqual([
      'pages/repay/deep/repayRules.test.tsx',
      'shared/format/money.test.ts',
    ]);
  });

  it('finds this very file in the project', () => {
    const root = join(import.meta.dirname, '../..');
    expect(nodeTestFiles(root, ['tests/setup'])).toContain('tests/setup/nodeTests.test.ts');
  });
});

describe('moduleMockingTestFiles', () => {
  it('finds the happy-dom test files that replace a module, and no node file', () => {
    const root = project({
      'pages/aboutUs/AboutUsPage.test.tsx': "vi.mock('../../shared/bridge/bridge.ts');\n",
      'shared/bridge/later.test.ts':
        "import {} from 'vitest';\nvi.doMock('./bridge.ts', () => ({}));\n",
      'shared/bridge/bridge.test.ts': "vi.spyOn(window, 'open');\n",
      'shared/format/money.test.ts': `${nodePragma}\nvi.mock('./round.ts');\n`,
      'shared/bridge/bridge.ts': "vi.mock('./x.ts');\n",
    });
    expect(moduleMockingTestFiles(root, ['shared', 'pages'])).toEqual([
      'pages/aboutUs/AboutUsPage.test.tsx',
      'shared/bridge/later.test.ts',
    ]);
  });
});
