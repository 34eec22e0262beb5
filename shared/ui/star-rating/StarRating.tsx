// Five-star rating (spec §4 'Order-details rating', complaint rating): five real buttons, a tap
// fills the stars up to the one tapped. Each star is a 48px target named '1 star' ... '5 stars';
// aria-pressed tells which stars are filled.
import styles from './StarRating.module.scss';

export interface StarRatingProps {
  /** Stars filled, 0 for none. */
  value: number;
  onChange: (stars: number) => void;
  /** Names the group for screen readers ('Your rating', say). */
  label: string;
  /** Number of stars; the spec's scale is five. */
  count?: number;
  disabled?: boolean;
}

export function starLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

export function StarRating({ value, onChange, label, count = 5, disabled }: StarRatingProps) {
  const stars = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <div role="group" aria-label={label} className={styles.stars}>
      {stars.map((star) => {
        const filled = star <= value;
        return (
          <button
            key={star}
            type="button"
            className={filled ? `${styles.star} ${styles.filled}` : styles.star}
            aria-label={starLabel(star)}
            aria-pressed={filled}
            disabled={disabled}
            onClick={() => onChange(star)}
          >
            <StarIcon />
          </button>
        );
      })}
    </div>
  );
}

function StarIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      strokeWidth="1.5"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}
