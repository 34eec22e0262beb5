// Words for screen readers only: a loading status, a heading or legend the layout already shows
// by its look. Still in the accessibility tree and read in order, never displayed.
import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.scss';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a status line (p), a heading (h2), a fieldset's legend ... */
  as?: 'span' | 'p' | 'div' | 'h2' | 'legend';
}

export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Tag {...rest} className={className ? `${styles.hidden} ${className}` : styles.hidden} />;
}
