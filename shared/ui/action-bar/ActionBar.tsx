// The page's primary actions in a bar at the bottom of the viewport, within thumb reach: sticky, so
// it takes its own room in the page and nothing hides under it, with the safe-area inset below it.
// A sentinel just after the bar marks where the bar ends when it is not stuck: the stylesheet
// casts the top shadow only until the sentinel scrolls into view (a scroll-driven animation), so
// the bar runs no script of its own.
import type { ReactNode } from 'react';
import styles from './ActionBar.module.scss';

export interface ActionBarProps {
  /** Names the bar's landmark ('Actions' unless the page has a better word). */
  label?: string;
  children: ReactNode;
}

export function ActionBar({ label = 'Actions', children }: ActionBarProps) {
  return (
    <>
      <section className={styles.bar} aria-label={label}>
        {children}
      </section>
      <div className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
