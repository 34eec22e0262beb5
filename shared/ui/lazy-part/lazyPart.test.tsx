import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';
import { type LazyPart, lazyPart } from './lazyPart.tsx';

/** The part's content; counts its mounts. */
function partContent(mounts: { count: number }) {
  return function Greeting({ name }: { name: string }) {
    useEffect(() => {
      mounts.count += 1;
    }, []);
    return <p>Hello {name}</p>;
  };
}

/** A fallback that notes whether it was ever shown. */
function fallbackProbe() {
  const shown = { ever: false };
  function Fallback() {
    shown.ever = true;
    return <p>Loading</p>;
  }
  return { shown, fallback: <Fallback /> };
}

/** The part as a page renders it: Suspense for its fetch, an ErrorBoundary whose Retry loads it. */
function renderWithRetry(Part: LazyPart<{ name: string }>) {
  return render(
    <ErrorBoundary onReset={Part.load}>
      <Suspense fallback={null}>
        <Part name="Maria" />
      </Suspense>
    </ErrorBoundary>,
  );
}

/** Lets pending fetches and renders run their course. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('lazyPart', () => {
  it('renders in the same commit, its fallback never shown, once its module was fetched ahead', async () => {
    const mounts = { count: 0 };
    const importPart = vi.fn(async () => partContent(mounts));
    const Part = lazyPart(importPart);
    await Part.load();
    await Part.load();
    expect(importPart).toHaveBeenCalledTimes(1);

    const { shown, fallback } = fallbackProbe();
    act(() => {
      render(
        <Suspense fallback={fallback}>
          <Part name="Maria" />
        </Suspense>,
      );
    });
    screen.getByText('Hello Maria');
    expect(shown.ever).toBe(false);
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until its module arrives, then the part, which later renders keep', async () => {
    const mounts = { count: 0 };
    let arrive: (component: ReturnType<typeof partContent>) => void = () => {};
    const Part = lazyPart(
      () =>
        new Promise<ReturnType<typeof partContent>>((resolve) => {
          arrive = resolve;
        }),
    );
    const view = render(
      <Suspense fallback={fallbackProbe().fallback}>
        <Part name="Maria" />
      </Suspense>,
    );
    screen.getByText('Loading');

    await act(async () => {
      arrive(partContent(mounts));
    });
    await screen.findByText('Hello Maria');
    // A later render keeps what the part holds.
    view.rerender(
      <Suspense fallback={null}>
        <Part name="Jose" />
      </Suspense>,
    );
    screen.getByText('Hello Jose');
    expect(mounts.count).toBe(1);
  });

  it('asks for a module that failed to arrive again on Retry, and shows the part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounts = { count: 0 };
    let online = false;
    const importPart = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return partContent(mounts);
    });
    const Part = lazyPart(importPart);
    renderWithRetry(Part);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('Hello Maria')).toBeNull();
    online = true;
    fireEvent.click(retry);
    await screen.findByText('Hello Maria');
    expect(mounts.count).toBe(1);
  });

  it('asks again once, not on and on, for a module that cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const importPart = vi.fn(async (): Promise<ReturnType<typeof partContent>> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const Part = lazyPart(importPart);
    await Part.load();
    expect(importPart).toHaveBeenCalledTimes(1);
    renderWithRetry(Part);
    // The render asks once more (React renders again after the failure, on the same attempt)…
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await settle();
    expect(importPart).toHaveBeenCalledTimes(2);
    // …and then only Retry does.
    fireEvent.click(retry);
    await screen.findByRole('button', { name: 'Retry' });
    await settle();
    expect(importPart).toHaveBeenCalledTimes(3);
  });
});
