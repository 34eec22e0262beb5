// Joint login failure page (spec §2 'Joint login failure page', §7 'Failure page', §8): the notice
// and error message from /gopia/goya/drowns as the order's status in the loan header, then
// recommended products and the way home. Tapping an enabled product saves an event, sends a
// tracking point to the shell and asks /gopia/goya/define where to go.
import { goHome } from '../../shared/bridge/bridge.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { usePendingItemTap } from '../../shared/hooks/usePendingItemTap.ts';
import { openRecommendedProduct } from '../../shared/actions/openProduct.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import {
  fromFailureProduct,
  type ProductCardView,
} from '../../shared/ui/recommended-product/RecommendedProductCard.tsx';
import { RecommendedProductList } from '../../shared/ui/recommended-product/RecommendedProductList.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import styles from './FailurePage.module.scss';
import {
  failureStatus,
  homeLinkText,
  missingOrderMessage,
  productTapPoint,
  taggedProductCount,
} from './failurePageRules.ts';
import { pageLoad } from './pageLoad.ts';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export function FailurePage() {
  const { state, query, retry } = usePageData(pageLoad);
  const [select, pendingIndex] = usePendingItemTap(
    (index, product: ProductCardView, orderId: string) =>
      openRecommendedProduct({
        product,
        index,
        burialPoint: productTapPoint(product, index, orderId),
      }),
  );

  return (
    <>
      <LoanHeader
        title="Order Details"
        status={state.status === 'ready' ? failureStatus(state.data) : undefined}
        pending={state.status === 'loading'}
        // The notice's line is the server's explanation, three lines on a phone.
        pendingLines={3}
      />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingOrderMessage}
        placeholder={<LoadingState />}
      >
        {({ products }) => (
          <main className={styles.page}>
            {products.items.length > 0 && (
              <section aria-labelledby="recommended-products">
                <VisuallyHidden as="h2" id="recommended-products">
                  Recommended products
                </VisuallyHidden>
                <RecommendedProductList
                  products={products.items.map(fromFailureProduct)}
                  tagLimit={taggedProductCount}
                  pendingIndex={pendingIndex}
                  onSelect={(product, index) => {
                    if (product.enabled && query) void select(index, product, query.orderId);
                  }}
                />
                <MoreRowsNote list={products} />
              </section>
            )}
            {/* Never a dead end: the app's home has more products, with or without a list here. */}
            <Button variant="text" fullWidth onClick={() => goHome()}>
              {homeLinkText}
            </Button>
          </main>
        )}
      </PageState>
    </>
  );
}

/** Shaped like two products (the header holds the notice's), so little moves when the answer arrives. */
function LoadingState() {
  return (
    <>
      <VisuallyHidden as="p" role="status">
        Loading
      </VisuallyHidden>
      <div className={styles.page}>
        {[0, 1].map((key) => (
          <div key={key} className={styles.cardSkeleton}>
            <div className={styles.cardSkeletonTop}>
              <Skeleton width={48} height={48} />
              <Skeleton width="50%" height="1.5rem" />
            </div>
            <Skeleton width="60%" height="2rem" />
            <Skeleton width="40%" />
          </div>
        ))}
      </div>
    </>
  );
}
