// Grey placeholder where data will appear, sized like it so the page does not jump on arrival.
// Hidden from screen readers: the loading text announces the wait.
// Sizes are data attributes its rules read, never a style attribute: the pages' Content-Security-Policy allows no inline
// style in the markup (scripts/deploy/securityHeaders.ts).
import styles from './Skeleton.module.scss';

/** A share of the line, in steps of 5 from 30 to 90 percent. */
type Share = 30 | 35 | 40 | 45 | 50 | 55 | 60 | 65 | 70 | 75 | 80 | 85 | 90;
/** Lengths of what placeholders stand for: text lines and buttons (rem), logos and codes (px). */
export const skeletonLengths = [
  '1.125rem',
  '1.25rem',
  '1.5rem',
  '2rem',
  '2.5rem',
  '3rem',
  '4rem',
  '5rem',
  '5.5rem',
  '6rem',
  '6.5rem',
  '8rem',
  '9rem',
  '10rem',
  '12rem',
  40,
  48,
  120,
  240,
] as const;
type SkeletonLength = (typeof skeletonLengths)[number];
export type SkeletonWidth = `${Share}%` | SkeletonLength;

export interface SkeletonProps {
  /** A share of the line or a length; a number is CSS px. Default: the full width. */
  width?: SkeletonWidth;
  /** A number is CSS px. Default: one line of text. */
  height?: SkeletonLength;
  /** Round, for logos and avatars. */
  circle?: boolean;
  className?: string;
}

/** A size as Skeleton.module.scss reads it: `40%`, `1.5rem`, `48px`. */
export function sizeValue(size: SkeletonWidth): string {
  return typeof size === 'number' ? `${size}px` : size;
}

export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  const classes = [styles.skeleton, circle && styles.circle, className].filter(Boolean).join(' ');
  return (
    <span
      aria-hidden="true"
      className={classes}
      data-width={width === undefined ? undefined : sizeValue(width)}
      data-height={height === undefined ? undefined : sizeValue(height)}
    />
  );
}
