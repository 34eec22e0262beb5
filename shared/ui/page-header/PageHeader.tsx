// The page title bar in the brand colours. Only renders: document.title and native back handling
// belong to the page.
import type { ReactNode } from 'react';
import { BackIcon } from '../icon/icons.tsx';
import styles from './PageHeader.module.scss';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shows a back button (labelled 'Back') that calls this. */
  onBack?: () => void;
}

export function PageHeader({ title, onBack }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {onBack && (
        <button type="button" className={styles.back} aria-label="Back" onClick={onBack}>
          <BackIcon />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
