// A picture enlarged over the page (spec §2 'Complaint details' images, 'Payment instructions'
// screenshots): the picture as large as the screen allows on a dark layer; a tap anywhere, Close,
// Escape or the shell's back button closes it.
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from '../../hooks/useModalLayer.ts';
import { CloseIcon } from '../icon/icons.tsx';
import styles from './ImageViewer.module.scss';

export interface ImageViewerProps {
  /** The picture shown; nothing is shown without one. */
  src: string | undefined;
  /** Says what the picture is ('Picture 2 of 3'); names the layer too. */
  alt: string;
  onClose: () => void;
}

export function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  const layer = useRef<HTMLDivElement>(null);
  const shown = useModalLayer(src !== undefined, layer, onClose);

  if (!shown || typeof document === 'undefined') return null;

  return createPortal(
    <div
      ref={layer}
      className={styles.layer}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      tabIndex={-1}
    >
      {/* A tap anywhere closes it (the picture lets taps through); keyboards have Close and Escape. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <img className={styles.picture} src={src} alt={alt} />
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>,
    document.body,
  );
}
