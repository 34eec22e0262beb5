import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/button/Button.tsx';
import { doubleTapMs } from './usePendingAction.ts';
import { usePendingItemTap } from './usePendingItemTap.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function ProductList({ tap }: { tap: (index: number, name: string) => Promise<unknown> }) {
  const [run, pendingIndex] = usePendingItemTap(tap);
  return (
    <ul>
      {['Cash Now', 'Peso Easy'].map((name, index) => (
        <li key={name}>
          <Button pending={pendingIndex === index} onClick={() => void run(index, name)}>
            {name}
          </Button>
        </li>
      ))}
    </ul>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePendingItemTap', () => {
  it('shows the tapped product busy, starts no other tap while it runs, and frees the list after', async () => {
    const jump = deferred();
    const tap = vi.fn(() => jump.promise);
    render(<ProductList tap={tap} />);
    const first = screen.getByRole('button', { name: 'Cash Now' });
    const second = screen.getByRole('button', { name: 'Peso Easy' });

    act(() => first.click());
    expect(tap).toHaveBeenCalledWith(0, 'Cash Now');
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect(second.getAttribute('aria-busy')).not.toBe('true');

    act(() => second.click());
    expect(tap).toHaveBeenCalledTimes(1);

    await act(async () => {
      jump.resolve();
      await jump.promise;
    });
    expect(first.getAttribute('aria-busy')).not.toBe('true');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + doubleTapMs);
    act(() => second.click());
    expect(tap).toHaveBeenLastCalledWith(1, 'Peso Easy');
    expect(second.getAttribute('aria-busy')).toBe('true');
  });
});
