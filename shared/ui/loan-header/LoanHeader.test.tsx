import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoanHeader } from './LoanHeader.tsx';
import type { LoanStatus } from './loanHeader.ts';

const due: LoanStatus = {
  tone: 'due',
  icon: 'status-174',
  statusText: 'Repayment due',
  description: 'Your payment is due on 2026-03-10.',
};

describe('LoanHeader', () => {
  it('tells the status once: the page title, then the status in words, its line and figures', () => {
    render(<LoanHeader title="Order Details" status={due} />);
    const header = screen.getByRole('banner');
    // One header: the title and the status in the same block.
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Order Details');
    const status = within(header).getByRole('region', { name: 'Order status' });
    expect(status.getAttribute('data-tone')).toBe('due');
    expect(within(status).getByRole('heading', { level: 2 }).textContent).toBe('Repayment due');
    within(status).getByText('Your payment is due on 2026-03-10.');
    expect(status.querySelector('svg[data-icon="status-174"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('without a status (loading, a failure) is the title alone', () => {
    render(<LoanHeader title="Order Details" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order Details');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('leaves out what the status lacks instead of showing it empty', () => {
    render(
      <LoanHeader title="Order Details" status={{ ...due, statusText: '', description: '' }} />,
    );
    const status = screen.getByRole('region', { name: 'Order status' });
    expect(within(status).queryByRole('heading')).toBeNull();
  });

  it('draws a different picture for each status icon', () => {
    const drawings = new Set<string>();
    const icons = [
      'status-21',
      'status-110',
      'status-151',
      'status-174',
      'status-180',
      'status-200',
      'status-default',
      'application-declined',
    ] as const;
    for (const icon of icons) {
      const { container, unmount } = render(
        <LoanHeader title="Order Details" status={{ ...due, icon }} />,
      );
      drawings.add(container.querySelector(`svg[data-icon="${icon}"]`)?.innerHTML ?? '');
      unmount();
    }
    expect(drawings.size).toBe(icons.length);
  });
});
