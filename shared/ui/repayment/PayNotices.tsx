// The pay notices (defDetail.payNotice): grouped by channel, each item with its name and steps.
import type { PayNoticeGroup } from '../../stores/paymentWays.ts';
import styles from './Repayment.module.scss';

export function PayNotices({ groups }: { groups: PayNoticeGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className={styles.notices}>
      {groups.map((group) => (
        <section key={group.title} className={styles.noticeGroup}>
          <h3 className={styles.noticeTitle}>{group.title}</h3>
          {group.items.map((item, index) => (
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
          ))}
        </section>
      ))}
    </div>
  );
}
