import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './usePainted.ts';

function Probe() {
  return <p>{usePainted() ? 'painted' : 'first render'}</p>;
}

describe('usePainted', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false in the first render and true once a frame and a task have passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    render(<Probe />);
    expect(screen.getByText('first render')).toBeTruthy();
    // The frame callback alone is not enough: the paint comes after it.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('first render')).toBeTruthy();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('painted')).toBeTruthy();
  });

  it('does nothing after the component has gone', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const error = vi.spyOn(console, 'error');
    const { unmount } = render(<Probe />);
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(error).not.toHaveBeenCalled();
  });
});
