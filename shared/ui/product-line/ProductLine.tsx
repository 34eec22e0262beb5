// A loan product's logo and name side by side: the head of the order, repayment, confirm and
// complaint cards. The name says which product, so the logo is decoration; without a picture a
// grey square keeps the place. On a dark card the logo sits on a white tile, so a dark logo shows.
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
  children,
}: ProductLineProps) {
  const address = imageUrl(logo);
  const Line = Name === 'span' ? 'span' : 'div';
  const logoClass = [styles.logo, onDark && styles.tile, styles[`size${size}`]]
    .filter(Boolean)
    .join(' ');
  return (
    <Line className={styles.line}>
      {address ? (
        <img className={logoClass} src={address} alt="" width={size} height={size} />
      ) : (
        <span className={logoClass} aria-hidden="true" />
      )}
      {name !== '' && (
        <Name id={id} className={styles.name}>
          {name}
        </Name>
      )}
      {children}
    </Line>
  );
}
