// Runs around every browser test: a page whose prerendered HTML React could not hydrate as it was,
// or that broke its Content-Security-Policy, fails the test that opened it, whatever that test
// checks itself. Where tests of a file run side by side, a report may come from a neighbour that
// ends first: the run fails either way.
import { afterEach, expect } from 'vitest';
import { hydrationWarnings, policyViolations } from './harness.ts';

afterEach(() => {
  const seen = hydrationWarnings.splice(0);
  const violations = policyViolations.splice(0);
  expect(seen, 'React hydration warnings').toEqual([]);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
