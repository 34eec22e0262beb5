// Joint login failure page (spec §2 'Joint login failure page', §7 'Failure page', §8): the notice
// and error message from /gopia/goya/drowns as a failure says it (shared/ui/feedback/: its picture
// and title in the failure tone, centred), then recommended products and the way home. Tapping an
// enabled product saves an event, sends a tracking point to the shell and asks /gopia/goya/define
// where to go.
import { goHome } from '../../shared/bridge/bridge.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { usePendingItemTap } from '../../shared/hooks/usePendingItemTap.ts';
import { openRecommendedProduct } from '../../shared/actions/openProduct.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { FeedbackView } from '../../shared/ui/feedback/FeedbackView.tsx';
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
import {
  failureNotice,
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
      <PageHeader title="Order Details" />
      {/* Above the page's state, its placeholder in its place while loading: what comes under it
          starts where it stays when the notice arrives. */}
      {state.status === 'loading' && <NoticePlaceholder />}
      {state.status === 'ready' && <Notice notice={failureNotice(state.data)} />}
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

function Notice({ notice }: { notice: ReturnType<typeof failureNotice> }) {
  if (!notice) return null;
  return (
    <div className={styles.notice}>
      <FeedbackView
        kind="failure"
        title={notice.title}
        text={notice.text}
        service="none"
        announced={false}
      />
    </div>
  );
}

/** The notice's placeholder: its picture, title and three lines of its message, centred as it is. */
function NoticePlaceholder() {
  return (
    <div className={`${styles.notice} ${styles.noticePlaceholder}`} aria-hidden="true">
      <Skeleton circle className={styles.placeholderPicture} />
      <div className={styles.placeholderWords}>
        <Skeleton width="70%" className={styles.placeholderTitle} />
        <div className={styles.placeholderLines}>
          <Skeleton width="90%" />
          <Skeleton width="85%" />
          <Skeleton width="60%" />
        </div>
      </div>
    </div>
  );
}

/** Shaped like two products (the notice's placeholder is above it), so nothing moves on arrival. */
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
