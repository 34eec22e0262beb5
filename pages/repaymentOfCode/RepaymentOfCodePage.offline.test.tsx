import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RepaymentOfCodePage } from './RepaymentOfCodePage.tsx';

// The QR generator is fetched only when a code must be drawn; offline, that fetch fails.
vi.mock('./GeneratedQrCode.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('repayment by code, when the QR generator cannot be loaded', () => {
  it('says so and still offers the code to give at the counter', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(
      null,
      '',
      '/repaymentOfCode.html?sessionId=s-1&showType=2&payCode=730061204175',
    );
    render(<RepaymentOfCodePage />);

    const drawing = await screen.findByText(
      'The QR code could not be drawn. Give the pay code below at the counter instead.',
    );
    expect(drawing.getAttribute('role')).toBe('alert');
    screen.getByText('7300 6120 4175');
  });
});
