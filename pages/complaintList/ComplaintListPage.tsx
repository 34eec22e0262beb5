// Complaint list (spec §2 'Complaint list', §3 'Problem list item', §7 problem-list; contract §1
// complaintList.html): the tabs the server sends, each with its complaints (time, problem type and
// content); an empty tab says so; a complaint opens its details with its problemId.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ComplaintTab } from '../../shared/api/complaints.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { pageUrl } from '../../shared/navigation/pageQuery.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { StatusPill } from '../../shared/ui/status-tone/StatusPill.tsx';
import { statusTextTone } from '../../shared/ui/status-tone/statusTone.ts';
import { pageLoad } from './pageLoad.ts';
import styles from './complaintList.module.scss';

export const noComplaintsMessage = 'You have not filed any complaints.';

/** What an empty tab says. */
export function emptyTabMessage(title: string): string {
  return `No complaints under ${title}.`;
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
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs[selected];

  if (!current) {
    return (
      <main className={styles.page}>
        <p className={styles.empty}>{noComplaintsMessage}</p>
      </main>
    );
  }

  // Arrow keys move between the tabs (the ARIA tabs pattern); Tab goes on to the list.
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (selected + step + tabs.length) % tabs.length;
    setSelected(next);
    tabButtons.current[next]?.focus();
  };

  return (
    <main className={styles.page}>
      <div role="tablist" aria-label="Complaints by status" className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={`${index}-${tab.title}`}
            ref={(element) => {
              tabButtons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={moveFocus}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className={styles.panel}
      >
        {current.complaints.items.length === 0 ? (
          <p className={styles.empty}>{emptyTabMessage(current.title)}</p>
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
      <p role="status" className={styles.visuallyHidden}>
        Loading your complaints
      </p>
      <div className={styles.tabs} aria-hidden="true">
        {[1, 2].map((tab) => (
          <div key={tab} className={styles.tab}>
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
