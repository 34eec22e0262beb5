// The page title bar in the brand colours. Only renders: document.title belongs to the page, and
// going back to the shell's back button (shared/bridge/nativeBack.ts).
import type { ReactNode } from 'react';
import styles from './PageHeader.module.scss';

export interface PageHeaderProps {
  title: ReactNode;
}

export function PageHeader({ title }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
