// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { flakyReport, flakyTestOf } from './flakyTests.ts';

describe('the report of tests that passed only when tried again', () => {
  it('says nothing when every test passed on its first try', () => {
    expect(flakyReport([])).toBe('');
  });

  it('names each test by file and full name, with the first line of what failed before', () => {
    const testCase = {
      module: { moduleId: '/repo/tests/browser/bindCard.test.ts' },
      fullName: 'bind card > a lost answer keeps everything',
      result: () => ({
        state: 'passed',
        errors: [{ message: 'Timeout 20000ms exceeded.\nCall log: waiting for getByRole(...)' }],
      }),
    } as unknown as TestCase;
    expect(flakyReport([flakyTestOf(testCase, '/repo')])).toBe(
      [
        '',
        'Passed only when tried again (1): fix these.',
        '  tests/browser/bindCard.test.ts > bind card > a lost answer keeps everything',
        '    Timeout 20000ms exceeded.',
        '',
      ].join('\n'),
    );
  });
});
