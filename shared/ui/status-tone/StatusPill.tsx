// A status in a small pill of its tone (shared/ui/status-tone/statusTone.ts): the complaint order
// badge, the complaint list, the overdue chip.
import type { ReactNode } from 'react';
import type { StatusTone } from './statusTone.ts';
import styles from './StatusTone.module.scss';

export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`${styles.pill} ${styles[`pill-${tone}`]}`} data-tone={tone}>
      {children}
    </span>
  );
}
