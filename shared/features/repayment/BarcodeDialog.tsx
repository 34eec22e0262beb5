// The barcode modal (spec §2 'Instalment repayment page'): the picked channel's barcode image, or,
// where the server gives a pay code but no image, the code drawn in the page by a generator that is
// fetched only now.
import { Suspense } from 'react';
import { groupPayCode } from '../../format/payCode.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Dialog } from '../../ui/dialog/Dialog.tsx';
import { ErrorBoundary } from '../../ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../ui/lazy-part/lazyPart.tsx';
import type { BarcodeSource } from './repaymentRules.ts';
import styles from './Repayment.module.scss';

const GeneratedBarcode = lazyPart(() =>
  import('./GeneratedBarcode.tsx').then((module) => module.default),
);

export interface BarcodeDialogProps {
  open: boolean;
  source: BarcodeSource | undefined;
  /** The channel the barcode is for, named in the dialog. */
  channelName: string;
  onClose: () => void;
}

export function BarcodeDialog({ open, source, channelName, onClose }: BarcodeDialogProps) {
  return (
    <Dialog
      open={open && source !== undefined}
      title="Barcode"
      onClose={onClose}
      closeOnBackdrop
      showClose
      actions={
        <Button fullWidth onClick={onClose}>
          Close
        </Button>
      }
    >
      {source && (
        <div className={styles.barcode}>
          {channelName && <p className={styles.barcodeChannel}>{channelName}</p>}
          <div className={styles.barcodeFrame}>
            {source.kind === 'image' ? (
              <img
                className={styles.barcodeImage}
                src={source.src}
                alt={source.code ? `Barcode of ${source.code}` : 'Barcode'}
              />
            ) : (
              // A generator that cannot load leaves the code in words below.
              <ErrorBoundary optional>
                <Suspense
                  fallback={<span className={styles.barcodeLoading}>Drawing the barcode…</span>}
                >
                  <GeneratedBarcode code={source.code} />
                </Suspense>
              </ErrorBoundary>
            )}
          </div>
          {source.code && <p className={styles.barcodeCode}>{groupPayCode(source.code)}</p>}
          <p className={styles.barcodeTip}>
            Show this barcode to the cashier and pay the amount due.
          </p>
        </div>
      )}
    </Dialog>
  );
}
