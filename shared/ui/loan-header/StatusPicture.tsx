// What the figures band adds for an order's status (Order Details): the status's picture beside its
// words, and its line in the figures' place when the order has none. A module of its own, with its
// styles, so only the page that shows an order's status carries them. Both are written as the band
// is (firstFigures.ts): the picture's address as its src attribute, the line as the 'note' slot's
// text.
import { pictureAttribute, slotAttribute } from './loanHeader.ts';
import styles from './StatusPicture.module.scss';

export function StatusPicture({ src }: { src: string | undefined }) {
  return (
    <img
      className={styles.picture}
      src={src}
      alt=""
      width={28}
      height={28}
      {...{ [pictureAttribute]: '' }}
    />
  );
}

export function StatusNote({ text }: { text: string | undefined }) {
  return (
    <p className={styles.note} {...{ [slotAttribute]: 'note' }}>
      {text}
    </p>
  );
}
