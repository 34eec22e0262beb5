import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionBar } from './ActionBar.tsx';

describe('ActionBar', () => {
  it('holds the actions in a landmark named Actions', () => {
    render(
      <ActionBar>
        <button type="button">Next</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Actions' });
    expect(bar.textContent).toBe('Next');
  });

  it('holds a lead before the actions, in the same landmark', () => {
    render(
      <ActionBar lead={<input type="checkbox" aria-label="I have read and agree" />}>
        <button type="button">Next</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Actions' });
    const consent = screen.getByRole('checkbox', { name: 'I have read and agree' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(bar.contains(consent) && bar.contains(next)).toBe(true);
    expect(consent.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('holds a second action before the actions, in the same landmark', () => {
    render(
      <ActionBar secondary={<button type="button">Rollover Repayment</button>}>
        <button type="button">REPAY</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Actions' });
    expect([...bar.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Rollover Repayment',
      'REPAY',
    ]);
  });
});
