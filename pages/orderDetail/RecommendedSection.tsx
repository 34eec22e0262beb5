// The recommended products of Order Details (spec §2 'Order Details', §3 'Recommended product on
// order details', §7 'Order details'): the list and what a tap on a product does (save the event,
// ask for the product's link, open it). A module of its own, fetched only for an order that shows
// the list, so a repayable order does not download it. It imports nothing from React itself: the
// page holds which tap is in flight (a lazily loaded module with hooks of its own would split
// React's code into one more file that every page loads first).
import type { RecommendedProduct } from '../../shared/api/loanDetails.ts';
import { jumpToProduct, saveEvent } from '../../shared/api/productJump.ts';
import { openNativePage } from '../../shared/bridge/bridge.ts';
import { RecommendedProductList } from '../../shared/ui/recommended-product/RecommendedProductList.tsx';
import { productLinkAction } from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';

/** A tap on an enabled product: the event first, then the jump; opens the link it answers with. */
export async function openRecommendedProduct(
  product: Pick<RecommendedProduct, 'id'>,
  index: number,
): Promise<void> {
  await saveEvent({ productId: product.id, moduleId: undefined, positionId: index });
  // A failure is toasted by the service module with the server's message.
  const result = await jumpToProduct({ positionId: index, id: product.id });
  if (!result.success) return;
  const next = productLinkAction(result.data.link);
  if (next?.open === 'page') globalThis.location.assign(next.url);
  else if (next?.open === 'native') openNativePage(next.link);
}

export interface RecommendedSectionProps {
  products: RecommendedProduct[];
  /** The product whose tap is in flight. */
  pendingIndex: number | undefined;
  /** Runs a product's tap unless one is already in flight (a double tap), marking it pending. */
  runTap(index: number, tap: () => Promise<void>): void;
}

export function RecommendedSection({ products, pendingIndex, runTap }: RecommendedSectionProps) {
  return (
    <section className={styles.recommendedList} aria-labelledby="recommended-products">
      <h2 id="recommended-products" className={styles.visuallyHidden}>
        Recommended products
      </h2>
      <RecommendedProductList
        products={products}
        onSelect={(product, index) => {
          if (product.enabled) runTap(index, () => openRecommendedProduct(product, index));
        }}
        pendingIndex={pendingIndex}
      />
    </section>
  );
}
