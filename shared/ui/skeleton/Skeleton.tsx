// Grey placeholder where data will appear, sized like it so the page does not jump on arrival.
// Hidden from screen readers: the loading text announces the wait.
import type { CSSProperties } from 'react';
import styles from './Skeleton.module.scss';

export interface SkeletonProps {
  /** A number is CSS px; a string is any CSS length ('60%', '8rem'). Default: the full width. */
  width?: number | string;
  /** A number is CSS px; a string is any CSS length. Default: one line of text. */
  height?: number | string;
  /** Round, for logos and avatars. */
  circle?: boolean;
  className?: string;
}

export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const classes = [styles.skeleton, circle && styles.circle, className].filter(Boolean).join(' ');
  return <span aria-hidden="true" className={classes} style={style} />;
}
