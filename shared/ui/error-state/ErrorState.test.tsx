import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failureMessages } from '../../api/result.ts';
import { ErrorState } from './ErrorState.tsx';

const picture = (container: HTMLElement) =>
  container.querySelector('[data-picture]')?.getAttribute('data-picture');

describe('ErrorState', () => {
  it('shows the default message as the alert, under a short title', () => {
    const { container } = render(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    screen.getByRole('heading', { name: 'Something is wrong on our side' });
    expect(picture(container)).toBe('server-trouble');
  });

  it('puts the message in the line, not the title, and retries from a real button', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Network error." failure="network" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Network error.');
    expect(screen.getByRole('alert').tagName).toBe('P');
    expect(screen.getByRole('heading').textContent).toBe('No connection');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button when there is nothing to retry', () => {
    render(<ErrorState message="This order no longer exists." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ErrorState per kind of failure', () => {
  it.each([
    ['network', 'No connection', 'no-connection'],
    ['offline', 'No connection', 'no-connection'],
    ['timeout', 'No connection', 'no-connection'],
    ['http', 'Something is wrong on our side', 'server-trouble'],
    ['malformed', 'Something is wrong on our side', 'server-trouble'],
    ['business', 'Not available', 'failure'],
    ['missing', 'This link is incomplete', 'failure'],
  ] as const)('%s: title %j, picture %s, the message as the line', (failure, title, drawn) => {
    const message = failure === 'business' ? 'Order not found.' : failureMessages.network;
    const { container } = render(<ErrorState failure={failure} message={message} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(picture(container)).toBe(drawn);
    // The picture is drawn inline from the icon set, decorative.
    expect(container.querySelector(`svg[data-icon="${drawn}"]`)?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    screen.getByRole('link', { name: 'Contact Customer Service' });
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
    screen.getByRole('link', { name: 'Call 028 8881 2345' });
  });
});
