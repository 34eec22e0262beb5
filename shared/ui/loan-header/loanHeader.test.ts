// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { instalmentText, readInstalment } from './loanHeader.ts';

describe('the instalment, n of m', () => {
  it("spells out the server's (n/m)", () => {
    expect(readInstalment('Due date (1/2)')).toEqual({
      label: 'Due date',
      instalment: { number: 1, count: 2 },
    });
    expect(readInstalment('Amount due ( 3 / 6 )')).toEqual({
      label: 'Amount due',
      instalment: { number: 3, count: 6 },
    });
    expect(instalmentText({ number: 1, count: 2 })).toBe('Instalment 1 of 2');
    expect(instalmentText({ number: 12, count: 12 })).toBe('Instalment 12 of 12');
  });

  it.each([
    'Due date',
    'Due date (0/2)',
    'Due date (3/2)',
    '(1/2)',
    'Due date (1/2) today',
    'Fee (a/b)',
  ])('%j names no instalment and keeps its label', (label) => {
    expect(readInstalment(label)).toEqual({ label });
  });
});
