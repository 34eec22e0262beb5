// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headerFigures, instalmentText, readInstalment } from './loanHeader.ts';

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

describe('headerFigures', () => {
  const amount = { label: 'Amount due', value: '₱4.505,00' };
  const date = { label: 'Due date (2/3)', value: '2026-03-03' };

  it('a due loan puts its date in front', () => {
    expect(headerFigures('due', amount, date)).toEqual({
      figures: [{ label: 'Due date', value: '2026-03-03' }, amount],
      instalment: 'Instalment 2 of 3',
    });
  });

  it.each(['processing', 'approved', 'overdue', 'repaid', 'neutral'] as const)(
    '%s puts the amount in front',
    (tone) => {
      expect(headerFigures(tone, amount, date).figures[0]).toEqual(amount);
    },
  );

  it('shows what there is: one figure, or none', () => {
    expect(headerFigures('repaid', undefined, { label: 'Repaid on', value: '2026-02-27' })).toEqual(
      { figures: [{ label: 'Repaid on', value: '2026-02-27' }] },
    );
    expect(headerFigures('due', undefined, undefined)).toEqual({ figures: [] });
  });
});
