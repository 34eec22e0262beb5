// The page's primary actions in a bar at the bottom of the viewport, within thumb reach: sticky, so
// it takes its own room in the page and nothing hides under it, with the safe-area inset below it.
// A sticky box rises no higher than its parent's top: under a loan header the bar follows the page's
// <main> rather than ending it (Order Details, confirm), or a short screen holds it below its edge.
// A sentinel just after the bar marks where the bar ends when it is not stuck: the stylesheet
// casts the top shadow only until the sentinel scrolls into view (a scroll-driven animation), so
// the bar runs no script of its own.
// A lead (confirm's consent row) sits in the bar above the actions at usual text sizes; a second
// action (Order Details' 'Rollover Repayment' with its hint) sits beside them. At large text,
// where the box holding the bar is under 20em wide, and on a screen under 30em tall (a phone held
// sideways), either stays in the page just above the bar and only the actions are stuck, so the bar
// leaves the page room. The box the bar ends is the query container (ActionBar.module.scss); where
// container queries are missing, both stay in the bar on a tall screen.
import type { ReactNode } from 'react';
import styles from './ActionBar.module.scss';

export interface ActionBarProps {
  /** Names the bar's landmark ('Actions' unless the page has a better word). */
  label?: string;
  /** Shown above the actions: in the bar at usual text sizes, in the page at large text. */
  lead?: ReactNode;
  /** A second action, for a page with no lead: beside the actions at usual text sizes, in the page at large text. */
  secondary?: ReactNode;
  children: ReactNode;
}

export function ActionBar({ label = 'Actions', lead, secondary, children }: ActionBarProps) {
  const above = lead || secondary;
  return (
    <>
      <section className={lead ? styles.withLead : styles.bar} aria-label={label}>
        {above ? (
          <>
            <div className={styles.lead}>{above}</div>
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
