import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionBar } from './ActionBar.tsx';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** Stands in for the browser's observer: the test says when the sentinel is in view. */
function observeSentinel() {
  const watched: { callback: Callback; target?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: Callback; target?: Element };
      constructor(callback: Callback) {
        this.entry = { callback };
        watched.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        watched.splice(watched.indexOf(this.entry), 1);
      }
    },
  );
  return (isIntersecting: boolean) =>
    act(() => watched.forEach(({ callback }) => callback([{ isIntersecting }])));
}

afterEach(() => vi.unstubAllGlobals());

describe('ActionBar', () => {
  it('holds the actions in a landmark named Actions', () => {
    render(
      <ActionBar>
        <button type="button">Next</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Actions' });
    expect(bar.textContent).toBe('Next');
  });

  it('casts its shadow only while the page goes on under it', () => {
    const sentinelInView = observeSentinel();
    render(
      <ActionBar label="Payment">
        <button type="button">Payment Method</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Payment' });
    const shadowed = () => bar.className.includes('covering');
    expect(shadowed()).toBe(false);

    sentinelInView(false);
    expect(shadowed()).toBe(true);

    sentinelInView(true);
    expect(shadowed()).toBe(false);
  });
});
