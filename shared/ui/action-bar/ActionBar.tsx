// The page's primary actions in a bar at the bottom of the viewport, within thumb reach: sticky, so
// it takes its own room in the page and nothing hides under it, with the safe-area inset below it.
// A sentinel just after the bar tells whether the page goes on under it: only then does the bar
// cast its top shadow (an IntersectionObserver, no scroll handler).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './ActionBar.module.scss';

export interface ActionBarProps {
  /** Names the bar's landmark ('Actions' unless the page has a better word). */
  label?: string;
  /** One action a row even where two would fit: for a label that carries an amount. */
  stacked?: boolean;
  children: ReactNode;
}

export function ActionBar({ label = 'Actions', stacked = false, children }: ActionBarProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setCovering(!entry.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <section
        className={[styles.bar, stacked && styles.stacked, covering && styles.covering]
          .filter(Boolean)
          .join(' ')}
        aria-label={label}
      >
        {children}
      </section>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
