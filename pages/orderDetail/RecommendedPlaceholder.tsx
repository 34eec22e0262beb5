// Shown while the recommended list's module loads: up to two blocks shaped and sized like product
// cards, so the cards take their place without the page jumping (two fill a phone screen below the
// order card; the rest of the list arrives below the fold).
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import styles from './OrderDetailPage.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export function RecommendedPlaceholder({ count }: { count: number }) {
  const cards = Array.from({ length: Math.min(count, 2) }, (_, index) => index);
  if (cards.length === 0) return null;
  return (
    <div className={styles.recommendedList}>
      <VisuallyHidden as="p" role="status">
        Loading recommended products
      </VisuallyHidden>
      {cards.map((index) => (
        <div key={index} className={styles.productPlaceholder} aria-hidden="true">
          <div className={styles.product}>
            <Skeleton width={48} height={48} className={styles.placeholderLogo} />
            <div className={styles.placeholderName}>
              <Skeleton width="55%" height="1.25rem" />
            </div>
          </div>
          <div className={styles.placeholderTerms}>
            <Skeleton width="55%" height="1.25rem" />
            <Skeleton width="30%" height="1.125rem" />
          </div>
          <div className={styles.placeholderBottom}>
            <Skeleton width="40%" />
            <Skeleton width="6.5rem" height="3rem" className={styles.placeholderButton} />
          </div>
        </div>
      ))}
    </div>
  );
}
