import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusHeader } from './StatusHeader.tsx';

function iconOf(container: HTMLElement) {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no icon');
  return svg;
}

describe('StatusHeader', () => {
  it('shows the notice status text as a heading and the description under it', () => {
    render(
      <StatusHeader
        orderStatus={180}
        statusText="Overdue"
        description="Your payment is 5 days overdue."
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue' })).toBeTruthy();
    expect(screen.getByText('Your payment is 5 days overdue.')).toBeTruthy();
  });

  it('draws a different inline icon for each status with one, and the default otherwise', () => {
    const drawings = new Map<string, string>();
    for (const status of [21, 110, 151, 174, 180, 200, 99]) {
      const { container, unmount } = render(
        <StatusHeader orderStatus={status} statusText="Status" description="" />,
      );
      const icon = iconOf(container);
      // Decorative: the text beside it names the status.
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      drawings.set(String(status), icon.innerHTML);
      unmount();
    }
    expect(new Set(drawings.values()).size).toBe(7);

    const { container } = render(<StatusHeader orderStatus={170} statusText="" description="" />);
    expect(iconOf(container).innerHTML).toBe(drawings.get('99'));
    expect(iconOf(container).getAttribute('data-icon')).toBe('status-default');
  });

  it('leaves out empty texts instead of showing an empty heading', () => {
    render(<StatusHeader orderStatus={21} statusText="" description="" />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('StatusHeader tones', () => {
  it.each([
    [21, 'processing'],
    [110, 'approved'],
    [174, 'due'],
    [180, 'overdue'],
    [200, 'repaid'],
    [99, 'neutral'],
  ])('status %i shows in the %s tone', (status, tone) => {
    render(<StatusHeader orderStatus={status} statusText="Status" description="" />);
    expect(screen.getByRole('region', { name: 'Order status' }).getAttribute('data-tone')).toBe(
      tone,
    );
  });
});
