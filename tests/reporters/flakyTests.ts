// Names every test that passed only when tried again (the browser project's `retry` in
// vite.config.ts), with what failed on the try before. The retry keeps one bad moment of a loaded
// machine from failing the whole run; this report keeps it from passing unseen. Each test named
// here is a defect to fix: in the test, or in the page.
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** A test that passed on a later try: its file, its full name, the first line of each failure. */
export interface FlakyTest {
  file: string;
  name: string;
  failures: string[];
}

/** The report's text; empty when every test passed on its first try. */
export function flakyReport(tests: readonly FlakyTest[]): string {
  if (tests.length === 0) return '';
  const lines = tests.flatMap(({ file, name, failures }) => [
    `  ${file} > ${name}`,
    ...failures.map((failure) => `    ${failure}`),
  ]);
  return `\nPassed only when tried again (${tests.length}): fix these.\n${lines.join('\n')}\n`;
}

export function flakyTestOf(testCase: TestCase, root: string = process.cwd()): FlakyTest {
  return {
    file: relative(root, testCase.module.moduleId),
    name: testCase.fullName,
    failures: (testCase.result().errors ?? []).map(
      (error) => (error.message ?? String(error)).split('\n')[0] ?? '',
    ),
  };
}

export default class FlakyTests implements Reporter {
  private readonly flaky: FlakyTest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(flakyTestOf(testCase));
  }

  onTestRunEnd(): void {
    const report = flakyReport(this.flaky);
    if (report) console.log(report);
  }
}
