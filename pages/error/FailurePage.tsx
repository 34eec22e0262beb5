// Joint login failure page (spec §2 'Joint login failure page', §7 'Failure page', §8): the notice
// and error message from /gopia/goya/drowns, then recommended products. Tapping an enabled product
// saves an event, sends a tracking point to the shell and asks /gopia/goya/define where to go.
import { useEffect, useState } from 'react';
import { loadFailurePage } from '../../shared/api/failurePage.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { openRecommendedProduct } from '../../shared/navigation/openProduct.ts';
import { queryValue } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ErrorState } from '../../shared/ui/error-state/ErrorState.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import {
  fromFailureProduct,
  type ProductCardView,
} from '../../shared/ui/recommended-product/RecommendedProductCard.tsx';
import { RecommendedProductList } from '../../shared/ui/recommended-product/RecommendedProductList.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import styles from './FailurePage.module.scss';
import {
  type FailurePageView,
  failurePageView,
  missingOrderMessage,
  productTapPoint,
  taggedProductCount,
  unavailableMessage,
} from './failurePageRules.ts';

type View = { kind: 'loading' } | FailurePageView;

export function FailurePage() {
  // Unknown at build time and while hydrating: the page shows its loading state until then.
  const search = usePageSearch();
  const orderId = search === undefined ? undefined : queryValue('orderId', search);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pendingIndex, setPendingIndex] = useState<number>();

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    // Silent: a failed load shows the error state below; only a business failure toasts.
    void loadFailurePage(orderId, { silent: true }).then((result) => {
      if (!current) return;
      const next = failurePageView(result);
      if (next.kind === 'unavailable') showToast(next.toast, { kind: 'error' });
      setView(next);
    });
    return () => {
      current = false;
    };
  }, [orderId, attempt]);

  const retry = () => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  const [select] = usePendingAction(async (product: ProductCardView, index: number) => {
    if (!product.enabled) return;
    setPendingIndex(index);
    try {
      const burialPoint = productTapPoint(product, index, orderId ?? '');
      await openRecommendedProduct({ product, index, burialPoint });
    } finally {
      setPendingIndex(undefined);
    }
  });

  const body = () => {
    if (orderId === '') return <ErrorState message={missingOrderMessage} />;
    switch (view.kind) {
      case 'loading':
        return <LoadingState />;
      case 'error':
        return <ErrorState message={view.message} onRetry={retry} />;
      case 'unavailable':
        return (
          <div className={styles.calm}>
            <p>{unavailableMessage}</p>
            <Button variant="secondary" className={styles.calmRetry} onClick={retry}>
              Retry
            </Button>
          </div>
        );
      case 'ready': {
        const { noticeMessage, errMessage, products } = view.page;
        return (
          <>
            {(noticeMessage || errMessage) && (
              <section className={styles.notice}>
                <NoticeIcon />
                {noticeMessage && <h2 className={styles.noticeMessage}>{noticeMessage}</h2>}
                {errMessage && <p className={styles.errMessage}>{errMessage}</p>}
              </section>
            )}
            {products.length > 0 && (
              <section aria-labelledby="recommended-products">
                <h2 id="recommended-products" className={styles.visuallyHidden}>
                  Recommended products
                </h2>
                <RecommendedProductList
                  products={products.map(fromFailureProduct)}
                  tagLimit={taggedProductCount}
                  pendingIndex={pendingIndex}
                  onSelect={(product, index) => void select(product, index)}
                />
              </section>
            )}
          </>
        );
      }
    }
  };

  return (
    <>
      <PageHeader title="Order Details" />
      <main className={styles.page}>{body()}</main>
    </>
  );
}

/** Shaped like the notice and two products, so nothing jumps when the answer arrives. */
function LoadingState() {
  return (
    <div className={styles.loading}>
      <p role="status" className={styles.visuallyHidden}>
        Loading
      </p>
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
