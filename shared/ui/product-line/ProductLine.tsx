// A loan product's logo and name side by side: the head of the order, repayment, confirm and
// complaint cards and of every recommended product. The name says which product, so the logo is
// decoration; without a picture a grey square keeps the place. On a dark card the logo sits on a
// white tile, so a dark logo shows.
import type { ReactNode } from 'react';
import { imageUrl } from '../../navigation/imageUrl.ts';
import styles from './ProductLine.module.scss';

export interface ProductLineProps {
  /** The logo's address as sent: shown only when the picture policy lets it. */
  logo: string;
  name: ReactNode;
  /**
   * 'h2' where the name heads its card; the id lets the card be labelled by it. 'span' makes the
   * whole line phrasing content, for a line inside a button.
   */
  as?: 'h2' | 'p' | 'span';
  id?: string;
  /** In CSS px, like the img attributes, so nothing shifts when the picture arrives. */
  size?: 32 | 40 | 48;
  onDark?: boolean;
  /** The product cannot be taken now: its logo, or the square in its place, greys out. */
  muted?: boolean;
  /** 'lazy' for a line below the fold (a list of products): the logo waits until it is near. */
  loading?: 'eager' | 'lazy';
  /**
   * Shown under the name, beside the logo (a product's highlights). Phrasing content only where
   * the line is a span (inside a button).
   */
  below?: ReactNode;
  /** Shown after the name (the order's status). */
  children?: ReactNode;
}

export function ProductLine({
  logo,
  name,
  as: Name = 'p',
  id,
  size = 40,
  onDark = false,
  muted = false,
  loading,
  below,
  children,
}: ProductLineProps) {
  const address = imageUrl(logo);
  const Line = Name === 'span' ? 'span' : 'div';
  const logoClass = [
    styles.logo,
    onDark && styles.tile,
    muted && styles.muted,
    styles[`size${size}`],
  ]
    .filter(Boolean)
    .join(' ');
  const title = name !== '' && (
    <Name id={id} className={styles.name}>
      {name}
    </Name>
  );
  return (
    <Line className={styles.line}>
      {address ? (
        <img
          className={logoClass}
          src={address}
          alt=""
          width={size}
          height={size}
          loading={loading}
          // A picture that arrives on scroll decodes off the main thread: scrolling stays smooth.
          decoding={loading === 'lazy' ? 'async' : undefined}
        />
      ) : (
        <span className={logoClass} aria-hidden="true" />
      )}
      {below ? (
        <Line className={styles.stack}>
          {title}
          {below}
        </Line>
      ) : (
        title
      )}
      {children}
    </Line>
  );
}
