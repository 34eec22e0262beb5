// Placeholders shaped like the confirm screen under its figures (the product, details, plan,
// agreement row and Next) while its data loads, so nothing moves when it arrives.
import { Skeleton } from '../../ui/skeleton/Skeleton.tsx';
import styles from './LoanConfirm.module.scss';
import { VisuallyHidden } from '../../ui/visually-hidden/VisuallyHidden.tsx';

export function ConfirmSkeleton() {
  return (
    <div className={styles.page}>
      <VisuallyHidden as="p" role="status">
        Loading the loan details
      </VisuallyHidden>
      <div className={styles.summary} aria-hidden="true">
        <div className={styles.product}>
          <Skeleton width={40} height={40} className={styles.onBrand} />
          <Skeleton width="50%" height="1.5rem" className={styles.onBrand} />
        </div>
      </div>
      <div className={styles.card} aria-hidden="true">
        <div className={styles.skeletonLines}>
          {(['55%', '70%', '45%', '80%', '60%', '75%', '50%', '65%'] as const).map((width) => (
            <Skeleton key={width} width={width} />
          ))}
        </div>
      </div>
    </div>
  );
}
