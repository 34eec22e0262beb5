// The recommended products of Order Details (spec §2 'Order Details'): the list, in a module of its
// own fetched only for an order that shows it, and the link 'Click to view more products' to home,
// which stays when the list's module cannot be fetched.
import { Suspense, useState } from 'react';
import type { RecommendedProduct } from '../../shared/api/loanDetails.ts';
import type { ShownList } from '../../shared/api/parse.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { RecommendedPlaceholder } from './RecommendedPlaceholder.tsx';
import styles from './OrderDetailPage.module.scss';

const RecommendedSection = lazyPart(() =>
  import('./RecommendedSection.tsx').then((module) => module.RecommendedSection),
);

export interface RecommendedAreaProps {
  products: ShownList<RecommendedProduct>;
  onHome: () => void;
}

export function RecommendedArea({ products, onHome }: RecommendedAreaProps) {
  // The product whose tap is in flight (the list's module does the tap itself).
  const [pendingIndex, setPendingIndex] = useState<number>();
  // One product tap at a time: a double tap, or a tap on another product, starts nothing.
  const [runProductTap] = usePendingAction(async (index: number, tap: () => Promise<void>) => {
    setPendingIndex(index);
    try {
      await tap();
    } finally {
      setPendingIndex(undefined);
    }
  });
  return (
    <div className={styles.recommended}>
      <ErrorBoundary optional>
        <Suspense fallback={<RecommendedPlaceholder count={products.items.length} />}>
          <RecommendedSection
            products={products}
            pendingIndex={pendingIndex}
            runTap={(index, tap) => void runProductTap(index, tap)}
          />
        </Suspense>
      </ErrorBoundary>
      <Button variant="text" fullWidth onClick={onHome}>
        Click to view more products
      </Button>
    </div>
  );
}
