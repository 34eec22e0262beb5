// The pay notices (defDetail.payNotice): grouped by channel, each group headed by the channel's
// logo and name, each item with its name and steps. Folded per group on the repayment pages, where
// the borrower opens the one channel they use; open on a page of their own ('Repayment by code 2').
import type { PayNoticeGroup } from '../../api/repayment.ts';
import { imageUrl } from '../../navigation/imageUrl.ts';
import { WalletIcon } from '../../ui/icon/icons.tsx';
import styles from './Repayment.module.scss';

/** The heading of the pay notices, wherever a page shows them. */
export const howToPayTitle = 'How to pay';

export interface PayNoticesProps {
  groups: PayNoticeGroup[];
  /** Each group folds under its title (a native disclosure: keyboard and screen readers know it). */
  folded?: boolean;
}

export function PayNotices({ groups, folded = false }: PayNoticesProps) {
  if (groups.length === 0) return null;
  return (
    <div className={styles.notices}>
      {groups.map((group) =>
        folded ? (
          <details key={group.title} className={styles.noticeGroup}>
            <summary className={styles.noticeSummary}>
              <ChannelName group={group} />
            </summary>
            <NoticeItems group={group} />
          </details>
        ) : (
          <section key={group.title} className={styles.noticeGroup}>
            <h3 className={styles.noticeTitle}>
              <ChannelName group={group} />
            </h3>
            <NoticeItems group={group} />
          </section>
        ),
      )}
    </div>
  );
}

/**
 * The channel's logo, where the data gives one this page may show, else a wallet drawn in the page
 * (no picture from another host), then its name. The name names it: the mark is decoration.
 */
function ChannelName({ group }: { group: PayNoticeGroup }) {
  const logo = imageUrl(group.logo);
  return (
    <span className={styles.channelLine}>
      {logo ? (
        <img className={styles.channelLogo} src={logo} alt="" width={32} height={32} />
      ) : (
        <span className={`${styles.channelLogo} ${styles.channelMark}`} aria-hidden="true">
          <WalletIcon size={20} />
        </span>
      )}
      <span className={styles.channelName}>{group.title}</span>
    </span>
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
