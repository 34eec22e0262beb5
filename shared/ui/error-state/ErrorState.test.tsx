import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('shows the default message as an alert', () => {
    render(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it('shows a given message and retries from a real button', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Network error." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Network error.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button when there is nothing to retry', () => {
    render(<ErrorState message="This order no longer exists." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ErrorState ways forward', () => {
  it('offers Retry and Back together, each a real button', () => {
    const onRetry = vi.fn();
    const onLeave = vi.fn();
    render(<ErrorState message="Down for maintenance" onRetry={onRetry} onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows more ways forward under the buttons', () => {
    render(
      <ErrorState onRetry={() => {}}>
        <a href="tel:02888812345">Call 028 8881 2345</a>
      </ErrorState>,
    );
    expect(screen.getByRole('link', { name: 'Call 028 8881 2345' })).toBeTruthy();
  });
});
