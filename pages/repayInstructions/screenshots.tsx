// The pictures of the payment instructions and the one way they enlarge: a tap on a picture opens
// it large in a dialog; a tap on the large picture, the close button, Escape or the shell's back
// closes it. Each picture is an island of its own (the page around it ships no JavaScript), so
// each gets a component of its own here, made from its description.
import { type ComponentType, useState } from 'react';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import styles from './RepayInstructionsPage.module.scss';

export interface Screenshot {
  src: string;
  /** The image's own size, so the page keeps its room before it loads (no layout shift). */
  width: number;
  height: number;
  /** What the picture shows, for a screen reader. */
  alt: string;
  caption: string;
}

const phone = { width: 180, height: 360 };

/**
 * The pictures are plain files of the site (public/images/repayInstructions/, about 0.5 kB gzip
 * each): the build's HTML and the browser name them by the same address.
 */
const picture = (file: string) =>
  `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}images/repayInstructions/${file}`;

export const screenshots = {
  reference: {
    src: picture('app-reference.svg'),
    ...phone,
    alt: 'The Payment page of the app: the amount due, and below it the pay code 7788 1234 5566 with a Copy button, marked.',
    caption: 'Your pay code on the Payment page',
  },
  walletBills: {
    src: picture('wallet-bills.svg'),
    ...phone,
    alt: 'The home screen of an e-wallet app, with the Bills tile marked.',
    caption: 'The Bills tile in the e-wallet app',
  },
  walletBiller: {
    src: picture('wallet-biller.svg'),
    ...phone,
    alt: 'The pay bills form of an e-wallet app: the biller, then the reference number (your pay code) and amount fields, marked, and the Next button.',
    caption: 'Your pay code and the amount in the bill form',
  },
  storeSlip: {
    src: picture('store-slip.svg'),
    ...phone,
    alt: 'A bills payment receipt from a store, showing the biller, your pay code, marked, the amount paid and a PAID stamp.',
    caption: 'The store receipt to keep',
  },
} satisfies Record<string, Screenshot>;

function EnlargeableScreenshot({ shot }: { shot: Screenshot }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.thumb}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <img
          src={shot.src}
          width={shot.width}
          height={shot.height}
          alt={shot.alt}
          loading="lazy"
          decoding="async"
          className={styles.thumbImage}
        />
        <span className={styles.hint}>Tap to enlarge</span>
      </button>
      <figcaption className={styles.caption}>{shot.caption}</figcaption>
      <Dialog open={open} title={shot.caption} onClose={close} closeOnBackdrop showClose>
        <button type="button" className={styles.enlarged} onClick={close}>
          <img
            src={shot.src}
            width={shot.width}
            height={shot.height}
            alt={shot.alt}
            className={styles.enlargedImage}
          />
          <span className={styles.hint}>Tap the picture to close it</span>
        </button>
      </Dialog>
    </figure>
  );
}

function islandOf(shot: Screenshot): ComponentType {
  const Island = () => <EnlargeableScreenshot shot={shot} />;
  return Island;
}

/** One island per picture, by the name the page and main.tsx give it. */
export const screenshotIslands = {
  shotReference: islandOf(screenshots.reference),
  shotWalletBills: islandOf(screenshots.walletBills),
  shotWalletBiller: islandOf(screenshots.walletBiller),
  shotStoreSlip: islandOf(screenshots.storeSlip),
} satisfies Record<string, ComponentType>;

export type ScreenshotIslandName = keyof typeof screenshotIslands;
