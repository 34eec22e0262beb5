// One tap at a time on a list (the recommended products of Order Details and of the failure page):
// the one guard of usePendingAction, and which item's tap is in flight, for its spinner.
import { useState } from 'react';
import { usePendingAction } from './usePendingAction.ts';

/**
 * Returns `[run, pendingIndex]`. `run(index, ...args)` taps item `index` unless a tap is in flight
 * or this is a double tap's second half (usePendingAction), and resolves once the tap settles;
 * `pendingIndex` is the item whose tap is in flight.
 */
export function usePendingItemTap<Args extends unknown[]>(
  tap: (index: number, ...args: Args) => Promise<unknown>,
): [(index: number, ...args: Args) => Promise<void>, number | undefined] {
  const [pendingIndex, setPendingIndex] = useState<number>();
  const [run] = usePendingAction(async (index: number, ...args: Args) => {
    setPendingIndex(index);
    try {
      await tap(index, ...args);
    } finally {
      setPendingIndex(undefined);
    }
  });
  return [
    async (index, ...args) => {
      await run(index, ...args);
    },
    pendingIndex,
  ];
}
