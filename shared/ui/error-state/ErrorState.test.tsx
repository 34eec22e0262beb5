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
