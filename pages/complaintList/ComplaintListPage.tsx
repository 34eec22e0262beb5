// Complaint list (spec §2 'Complaint list', §3 'Problem list item', §7 problem-list; contract §1
// complaintList.html): the tabs the server sends, each with its complaints (time, problem type and
// content); an empty list or tab says so and offers to make a complaint (the complaint entry, about
// the order the list was opened for); a complaint opens its details with its problemId.
import { useId, useState } from 'react';
import type { ComplaintTab } from '../../shared/api/complaints.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { goToPage, pageUrl, queryValue } from '../../shared/navigation/pageQuery.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { FeedbackView } from '../../shared/ui/feedback/FeedbackView.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { StatusPill } from '../../shared/ui/status-tone/StatusPill.tsx';
import { statusTextTone } from '../../shared/ui/status-tone/statusTone.ts';
import { type Tab, Tabs, tabPanelProps } from '../../shared/ui/tabs/Tabs.tsx';
import { pageLoad } from './pageLoad.ts';
import styles from './complaintList.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export const noComplaintsMessage = 'No complaints yet';

/** The line under an empty list: where a complaint will show once sent. */
export const emptyListHelp = 'Complaints you send appear here with their replies.';

/** What an empty tab says. */
export function emptyTabMessage(title: string): string {
  return `No complaints under ${title}`;
}

/** The way forward from an empty list. */
export const makeComplaintText = 'Make a complaint';

/** To the complaint entry, about the order the list was opened for (the entry passes it on). */
function makeComplaint() {
  const orderId = queryValue('orderId');
  goToPage('complaint', orderId ? { orderId } : {});
}

function EmptyList({ title }: { title: string }) {
  return (
    <FeedbackView
      kind="empty"
      title={title}
      text={emptyListHelp}
      actions={<Button onClick={makeComplaint}>{makeComplaintText}</Button>}
    />
  );
}

export function ComplaintListPage() {
  const { state, retry } = usePageData(pageLoad);
  return (
    <>
      <PageHeader title="My complaints" />
      <PageState state={state} onRetry={retry} placeholder={<ListSkeleton />}>
        {(tabs) => <ComplaintTabs tabs={tabs} />}
      </PageState>
    </>
  );
}

function ComplaintTabs({ tabs }: { tabs: ComplaintTab[] }) {
  const [selected, setSelected] = useState('0');
  const tabsId = useId();
  // The server's titles may repeat: each tab is told apart by its place.
  const rowTabs: Tab[] = tabs.map((tab, index) => ({ value: String(index), label: tab.title }));
  const current = tabs[Number(selected)];

  if (!current) {
    return (
      <main className={styles.page}>
        <EmptyList title={noComplaintsMessage} />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <Tabs
        id={tabsId}
        label="Complaints by status"
        tabs={rowTabs}
        value={selected}
        onChange={setSelected}
      />
      <div {...tabPanelProps(tabsId, rowTabs, selected)} className={styles.panel}>
        {current.complaints.items.length === 0 ? (
          <EmptyList title={emptyTabMessage(current.title)} />
        ) : (
          <ul className={styles.items}>
            {current.complaints.items.map((item) => (
              <li key={item.id}>
                <a
                  className={styles.item}
                  href={pageUrl('complainDetails', { problemId: item.id })}
                >
                  <span className={styles.itemHead}>
                    <span className={styles.type}>{item.type}</span>
                    <span className={styles.time}>{formatDateTime(item.time)}</span>
                  </span>
                  {/* The tab says where the complaint stands: shown on each in its tone. */}
                  <StatusPill tone={statusTextTone(current.title)}>{current.title}</StatusPill>
                  <span className={styles.content}>{item.content}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <MoreRowsNote list={current.complaints} />
      </div>
    </main>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.page}>
      <VisuallyHidden as="p" role="status">
        Loading your complaints
      </VisuallyHidden>
      <div className={styles.skeletonTabs} aria-hidden="true">
        {[1, 2].map((tab) => (
          <div key={tab} className={styles.skeletonTab}>
            <Skeleton width="5rem" />
          </div>
        ))}
      </div>
      <div className={styles.items} aria-hidden="true">
        {[1, 2, 3].map((row) => (
          <div key={row} className={styles.item}>
            <span className={styles.itemHead}>
              <Skeleton width="40%" />
              <Skeleton width="35%" />
            </span>
            <Skeleton width="90%" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    </div>
  );
}
