// Placeholder of the instalment and extension pages while their answer loads, in their order: the
// pay-code box, a summary card and the payment button, sized like them.
import { Skeleton } from '../../ui/skeleton/Skeleton.tsx';
import styles from './RepaymentSkeleton.module.scss';
import { VisuallyHidden } from '../../ui/visually-hidden/VisuallyHidden.tsx';

export function RepaymentSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton}>
      <VisuallyHidden as="p" role="status">
        {label}
      </VisuallyHidden>
      <div className={styles.card} aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="45%" height="2rem" />
      </div>
      <div className={styles.card} aria-hidden="true">
        <div className={styles.row}>
          <Skeleton width={40} height={40} />
          <Skeleton width="50%" height="1.5rem" />
        </div>
        <Skeleton width="40%" height="2rem" />
        {(['70%', '55%', '80%'] as const).map((width) => (
          <Skeleton key={width} width={width} />
        ))}
      </div>
      <Skeleton height={48} className={styles.button} />
    </div>
  );
}
