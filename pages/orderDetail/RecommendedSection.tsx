// The recommended products of Order Details (spec §2 'Order Details', §3 'Recommended product on
// order details', §7 'Order details'): the list, whose taps open the product the one way every page
// does (shared/actions/openProduct.ts). A module of its own, fetched only for an order that
// shows the list, so a repayable order does not download it. It imports nothing from React itself:
// the page holds which tap is in flight (a lazily loaded module with hooks of its own would split
// React's code into one more file that every page loads first).
import type { RecommendedProduct } from '../../shared/api/loanDetails.ts';
import type { ShownList } from '../../shared/api/parse.ts';
import { openRecommendedProduct } from '../../shared/actions/openProduct.ts';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { RecommendedProductList } from '../../shared/ui/recommended-product/RecommendedProductList.tsx';
import styles from './OrderDetailPage.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export interface RecommendedSectionProps {
  products: ShownList<RecommendedProduct>;
  /** The product whose tap is in flight. */
  pendingIndex: number | undefined;
  /** Runs a product's tap unless one is already in flight (a double tap), marking it pending. */
  runTap(index: number, tap: () => Promise<void>): void;
}

export function RecommendedSection({ products, pendingIndex, runTap }: RecommendedSectionProps) {
  return (
    <section className={styles.recommendedList} aria-labelledby="recommended-products">
      <VisuallyHidden as="h2" id="recommended-products">
        Recommended products
      </VisuallyHidden>
      <RecommendedProductList
        products={products.items}
        onSelect={(product, index) => {
          if (!product.enabled) return;
          runTap(index, async () => {
            await openRecommendedProduct({ product, index });
          });
        }}
        pendingIndex={pendingIndex}
      />
      <MoreRowsNote list={products} />
    </section>
  );
}
