// A tap on a recommended product (Order Details, the failure page): one at a time, since a tap
// saves events and asks for the product's link (shared/actions/openProduct.ts), and the product
// whose tap is in flight, so its card shows it pending. A double tap, or a tap on another product
// meanwhile, starts nothing.
import { useState } from 'react';
import { usePendingAction } from './usePendingAction.ts';

export function usePendingProductTap(): {
  pendingIndex: number | undefined;
  tapProduct: (index: number, open: () => Promise<void>) => void;
} {
  const [pendingIndex, setPendingIndex] = useState<number>();
  const [run] = usePendingAction(async (index: number, open: () => Promise<void>) => {
    setPendingIndex(index);
    try {
      await open();
    } finally {
      setPendingIndex(undefined);
    }
  });
  return { pendingIndex, tapProduct: (index, open) => void run(index, open) };
}
