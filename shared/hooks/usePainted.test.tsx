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
    screen.getByText('first render');
    // The frame callback alone is not enough: the paint comes after it.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    screen.getByText('first render');
    act(() => {
      vi.runOnlyPendingTimers();
    });
    screen.getByText('painted');
  });

  it('cancels what it queued when the component goes, before or after the frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const beforeFrame = render(<Probe />);
    expect(vi.getTimerCount()).toBe(1);
    beforeFrame.unmount();
    expect(vi.getTimerCount()).toBe(0);

    const afterFrame = render(<Probe />);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame has run and queued the task that would mark it painted.
    expect(vi.getTimerCount()).toBe(1);
    afterFrame.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
