import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

const failure = new Error('bad data');

function Flaky({ shouldFail }: { shouldFail: () => boolean }) {
  if (shouldFail()) throw failure;
  return <p>Order Details</p>;
}

function ownLogs(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.filter((call) => call[0] === 'Page failed to render');
}

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Order Details</p>
      </ErrorBoundary>,
    );
    screen.getByText('Order Details');
  });

  it('shows the error state with Retry and logs the error once', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Flaky shouldFail={() => true} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    screen.getByRole('button', { name: 'Retry' });
    expect(screen.queryByText('Order Details')).toBeNull();
    const logs = ownLogs(consoleError);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.[1]).toBe(failure);
  });

  it('renders the children again on Retry, after onReset', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const onReset = vi.fn(() => {
      broken = false;
    });
    render(
      <ErrorBoundary onReset={onReset}>
        <Flaky shouldFail={() => broken} />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    screen.getByText('Order Details');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error state again when the retry fails too', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Flaky shouldFail={() => true} />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    screen.getByRole('button', { name: 'Retry' });
    expect(ownLogs(consoleError)).toHaveLength(2);
  });
});

describe('ErrorBoundary around an optional part', () => {
  it('leaves the part out, keeps the rest, and says so once', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLeftOut = vi.fn();
    render(
      <>
        <p>The order</p>
        <ErrorBoundary optional={onLeftOut}>
          <Flaky shouldFail={() => true} />
        </ErrorBoundary>
      </>,
    );
    screen.getByText('The order');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(onLeftOut).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls.filter((call) => call[0] === 'Part left out')).toHaveLength(1);
  });
});
