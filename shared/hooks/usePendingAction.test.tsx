import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/button/Button.tsx';
import { doubleTapMs, usePendingAction } from './usePendingAction.ts';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function RepayButton({ action }: { action: () => Promise<unknown> }) {
  const [run, pending] = usePendingAction(action);
  return (
    <Button pending={pending} onClick={() => run()}>
      Repayment
    </Button>
  );
}

describe('usePendingAction', () => {
  it('runs the action once on a double click and releases the button when it settles', async () => {
    const request = deferred();
    const action = vi.fn(() => request.promise);
    render(<RepayButton action={action} />);
    const button = screen.getByRole('button', { name: 'Repayment' }) as HTMLButtonElement;

    // Both clicks land before React re-renders the button as disabled.
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => request.resolve());
    expect(button.disabled).toBe(false);
    // Later, a new tap is a new action.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + doubleTapMs);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('takes a second tap 60 ms after the first as the same double tap, even when the action has settled', async () => {
    const action = vi.fn(async () => undefined);
    render(<RepayButton action={action} />);
    const button = screen.getByRole('button', { name: 'Repayment' });
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(action).toHaveBeenCalledTimes(1);
    // The second tap of a double tap, 60 ms later: the action has already settled.
    now.mockReturnValue(start + 60);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(action).toHaveBeenCalledTimes(1);
    now.mockReturnValue(start + doubleTapMs);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ignores a second call while one runs and returns the result of the first', async () => {
    const request = deferred<string>();
    const { result } = renderHook(() =>
      usePendingAction((id: string) => request.promise.then((v) => `${v}:${id}`)),
    );
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current[0]('a');
      second = result.current[0]('b');
    });
    expect(result.current[1]).toBe(true);
    await act(async () => request.resolve('done'));
    await expect(first).resolves.toBe('done:a');
    await expect(second).resolves.toBeUndefined();
    expect(result.current[1]).toBe(false);
  });

  it('resets pending when the action rejects and passes the rejection on', async () => {
    const request = deferred();
    const { result } = renderHook(() => usePendingAction(() => request.promise));
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current[0]();
    });
    expect(result.current[1]).toBe(true);
    const failure = new Error('offline');
    await act(async () => {
      request.reject(failure);
      await expect(running).rejects.toBe(failure);
    });
    expect(result.current[1]).toBe(false);
  });

  it('keeps the same run function across renders and calls the newest action', async () => {
    const first = vi.fn(async () => 1);
    const second = vi.fn(async () => 2);
    const { result, rerender } = renderHook(({ action }) => usePendingAction(action), {
      initialProps: { action: first },
    });
    const run = result.current[0];
    rerender({ action: second });
    expect(result.current[0]).toBe(run);
    await act(async () => {
      await expect(run()).resolves.toBe(2);
    });
    expect(first).not.toHaveBeenCalled();
  });

  it('is safe when the component unmounts before the action settles', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const request = deferred();
    const { result, unmount } = renderHook(() => usePendingAction(() => request.promise));
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current[0]();
    });
    unmount();
    request.resolve();
    await expect(running).resolves.toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
