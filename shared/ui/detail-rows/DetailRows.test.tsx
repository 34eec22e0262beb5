import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailRows } from './DetailRows.tsx';

describe('DetailRows', () => {
  it('shows each label with its value, in order', () => {
    render(
      <DetailRows
        rows={[
          { text: 'Loan amount', value: '₱8.500,00' },
          { text: 'Loan term', value: '120 days' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Loan amount',
      'Loan term',
    ]);
    expect(screen.getByText('Loan amount').nextElementSibling?.textContent).toBe('₱8.500,00');
  });

  it('shows a masked account number in the one masked look', () => {
    render(
      <DetailRows rows={[{ text: 'Disbursement account', value: 'BDO Unibank •••• 4821' }]} />,
    );
    expect(screen.getByText('Disbursement account').nextElementSibling?.textContent).toBe(
      'BDO Unibank **** 4821',
    );
  });

  it('draws no empty list', () => {
    const { container } = render(<DetailRows rows={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
