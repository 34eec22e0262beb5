// The pay notices (defDetail.payNotice): grouped by channel, each item with its name and steps.
// Folded per group where they sit above the payment button (the pay-code box), so the way to pay
// stays in reach; open on a page of their own.
import type { PayNoticeGroup } from '../../stores/paymentWays.ts';
import styles from './Repayment.module.scss';

export interface PayNoticesProps {
  groups: PayNoticeGroup[];
  /** Each group folds under its title (a native disclosure: keyboard and screen readers know it). */
  folded?: boolean;
}

export function PayNotices({ groups, folded = false }: PayNoticesProps) {
  if (groups.length === 0) return null;
  return (
    <div className={folded ? `${styles.notices} ${styles.inBox}` : styles.notices}>
      {groups.map((group) =>
        folded ? (
          <details key={group.title} className={styles.noticeGroup}>
            <summary className={styles.noticeSummary}>{group.title}</summary>
            <NoticeItems group={group} />
          </details>
        ) : (
          <section key={group.title} className={styles.noticeGroup}>
            <h3 className={styles.noticeTitle}>{group.title}</h3>
            <NoticeItems group={group} />
          </section>
        ),
      )}
    </div>
  );
}

function NoticeItems({ group }: { group: PayNoticeGroup }) {
  return group.items.map((item, index) => (
    <div key={`${index}-${item.name}`} className={styles.noticeItem}>
      {item.name && <p className={styles.noticeName}>{item.name}</p>}
      {item.steps.length > 0 && (
        <ol className={styles.steps}>
          {item.steps.map((step, stepIndex) => (
            <li key={`${stepIndex}-${step}`}>{step}</li>
          ))}
        </ol>
      )}
    </div>
  ));
}
