// The recommended products of Order Details (spec §2 'Order Details'): the list, in a module of its
// own fetched only for an order that shows it, and the link 'Click to view more products' to home,
// which stays when the list's module cannot be fetched.
import { Suspense } from 'react';
import type { RecommendedProduct } from '../../shared/api/loanDetails.ts';
import type { ShownList } from '../../shared/api/parse.ts';
import { usePendingItemTap } from '../../shared/hooks/usePendingItemTap.ts';
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
  // One product tap at a time; the list's module does the tap itself.
  const [runProductTap, pendingIndex] = usePendingItemTap((_index, tap: () => Promise<void>) =>
    tap(),
  );
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
