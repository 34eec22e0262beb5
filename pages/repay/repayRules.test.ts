// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collapsedRowCount, hasHiddenRows, shownRows } from './repayRules.ts';

const rows = ['Instalment', 'Principal', 'Interest', 'Late penalty'].map((text) => ({
  text,
  value: '1',
}));

describe('instalment detail rows', () => {
  it('show the first two while collapsed and all once expanded (spec §9)', () => {
    expect(collapsedRowCount).toBe(2);
    expect(shownRows(rows, false).map((row) => row.text)).toEqual(['Instalment', 'Principal']);
    expect(shownRows(rows, true)).toHaveLength(4);
  });

  it('offer the toggle only when rows are hidden', () => {
    expect(hasHiddenRows(rows)).toBe(true);
    expect(hasHiddenRows(rows.slice(0, 2))).toBe(false);
    expect(hasHiddenRows([])).toBe(false);
  });
});
