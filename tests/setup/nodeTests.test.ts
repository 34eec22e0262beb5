// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodePragma, nodeTestFiles } from './nodeTests.ts';

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
