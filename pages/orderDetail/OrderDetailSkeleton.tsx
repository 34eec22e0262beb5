// Placeholder shaped like the order card while the details load (the loan header holds the status's).
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import styles from './OrderDetailPage.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export function OrderDetailSkeleton() {
  return (
    <div className={styles.skeleton}>
      <VisuallyHidden as="p" role="status">
        Loading order details
      </VisuallyHidden>
      <div className={styles.content} aria-hidden="true">
        <div className={styles.card}>
          <div className={styles.product}>
            <Skeleton width={40} height={40} />
            <Skeleton width="50%" height="1.5rem" />
          </div>
          <div className={styles.skeletonLines}>
            {(['70%', '55%', '80%', '60%', '75%'] as const).map((width) => (
              <Skeleton key={width} width={width} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
