// Placeholder shaped like the form while it loads: the card-type tabs, labelled boxes, and Next.
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { BindCardIntro } from './BindCardIntro.tsx';
import styles from './bindCard.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export function BindCardSkeleton() {
  return (
    <div className={styles.page}>
      <VisuallyHidden as="p" role="status">
        Loading the payment account form
      </VisuallyHidden>
      <BindCardIntro />
      <div className={styles.form} aria-hidden="true">
        <div className={styles.card}>
          <div className={styles.skeletonTabs}>
            <Skeleton width="40%" />
            <Skeleton width="30%" />
          </div>
          <div className={styles.fields}>
            {(['40%', '30%', '45%', '35%'] as const).map((width) => (
              <div key={width} className={styles.skeletonField}>
                <Skeleton width={width} />
                <Skeleton height="3rem" />
              </div>
            ))}
          </div>
        </div>
        <Skeleton height="3rem" />
      </div>
    </div>
  );
}
