// Joint login failure page (spec §2 'Joint login failure page', §7 'Failure page', §8): the notice
// and error message from /gopia/goya/drowns, then recommended products. Tapping an enabled product
// saves an event, sends a tracking point to the shell and asks /gopia/goya/define where to go.
import { useState } from 'react';
import { usePageData } from '../../shared/data/usePageData.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { openRecommendedProduct } from '../../shared/navigation/openProduct.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import {
  fromFailureProduct,
  type ProductCardView,
} from '../../shared/ui/recommended-product/RecommendedProductCard.tsx';
import { RecommendedProductList } from '../../shared/ui/recommended-product/RecommendedProductList.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import styles from './FailurePage.module.scss';
import { missingOrderMessage, productTapPoint, taggedProductCount } from './failurePageRules.ts';
import { pageLoad } from './pageLoad.ts';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export function FailurePage() {
  const { state, query, retry } = usePageData(pageLoad);
  const [pendingIndex, setPendingIndex] = useState<number>();

  const [select] = usePendingAction(async (product: ProductCardView, index: number) => {
    if (!product.enabled || !query) return;
    setPendingIndex(index);
    try {
      const burialPoint = productTapPoint(product, index, query.orderId);
      await openRecommendedProduct({ product, index, burialPoint });
    } finally {
      setPendingIndex(undefined);
    }
  });

  return (
    <>
      <PageHeader title="Order Details" />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingOrderMessage}
        placeholder={
          <div className={styles.page}>
            <LoadingState />
          </div>
        }
      >
        {({ noticeMessage, errMessage, products }) => (
          <main className={styles.page}>
            {(noticeMessage || errMessage) && (
              <section className={styles.notice}>
                <NoticeIcon />
                {noticeMessage && <h2 className={styles.noticeMessage}>{noticeMessage}</h2>}
                {errMessage && <p className={styles.errMessage}>{errMessage}</p>}
              </section>
            )}
            {products.items.length > 0 && (
              <section aria-labelledby="recommended-products">
                <VisuallyHidden as="h2" id="recommended-products">
                  Recommended products
                </VisuallyHidden>
                <RecommendedProductList
                  products={products.items.map(fromFailureProduct)}
                  tagLimit={taggedProductCount}
                  pendingIndex={pendingIndex}
                  onSelect={(product, index) => void select(product, index)}
                />
                <MoreRowsNote list={products} />
              </section>
            )}
          </main>
        )}
      </PageState>
    </>
  );
}

/** Shaped like the notice and two products, so nothing jumps when the answer arrives. */
function LoadingState() {
  return (
    <div className={styles.loading}>
      <VisuallyHidden as="p" role="status">
        Loading
      </VisuallyHidden>
      <div className={styles.notice}>
        <Skeleton circle width={48} height={48} />
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton width="90%" />
      </div>
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
  );
}

function NoticeIcon() {
  return (
    <svg
      className={styles.noticeIcon}
      width="48"
      height="48"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.25" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}
