// The page's primary actions in a bar at the bottom of the viewport, within thumb reach: sticky, so
// it takes its own room in the page and nothing hides under it, with the safe-area inset below it.
// A sentinel just after the bar marks where the bar ends when it is not stuck: the stylesheet
// casts the top shadow only until the sentinel scrolls into view (a scroll-driven animation), so
// the bar runs no script of its own.
// A lead (confirm's consent row) sits in the bar above the actions at usual text sizes. At large
// text, where the page is under 20em wide, it stays in the page and only the actions are stuck, so
// the bar does not take half the screen. That needs the page's element to be a query container
// (`container-type: inline-size`, as on the loan confirm page); where it is not, or where container
// queries are missing, the lead simply stays in the bar.
import type { ReactNode } from 'react';
import styles from './ActionBar.module.scss';

export interface ActionBarProps {
  /** Names the bar's landmark ('Actions' unless the page has a better word). */
  label?: string;
  /** Shown above the actions: in the bar at usual text sizes, in the page at large text. */
  lead?: ReactNode;
  children: ReactNode;
}

export function ActionBar({ label = 'Actions', lead, children }: ActionBarProps) {
  return (
    <>
      <section className={lead ? styles.withLead : styles.bar} aria-label={label}>
        {lead ? (
          <>
            <div className={styles.lead}>{lead}</div>
            <div className={styles.actions}>{children}</div>
          </>
        ) : (
          children
        )}
      </section>
      <div className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
