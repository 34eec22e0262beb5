// The pay code, first after the amount and date (defDetail): its logo and title, the code read in
// fours with Copy. Under it, in one place, the two other ways to hand the code over: on a page of
// its own ('Repayment by code 2') and as a barcode for the picked channel.
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { PayCodeBox as PayCodeBoxData } from '../../api/repayment.ts';
import type { OrderIds } from '../../api/request.ts';
import { pageUrl } from '../../navigation/pageQuery.ts';
import { paymentWaysStore, selectedChannelOf } from '../../stores/paymentWays.ts';
import { Button } from '../../ui/button/Button.tsx';
import { PayCodeCopy, payCodeName } from '../../ui/copy-text/CopyText.tsx';
import { ProductLine } from '../../ui/product-line/ProductLine.tsx';
import { BarcodeDialog } from './BarcodeDialog.tsx';
import { barcodeSource } from './repaymentRules.ts';
import styles from './Repayment.module.scss';

/** Rendered once the page's data is there (after hydration): the link may read the query. */
export function PayCodeBox({ box, ids }: { box: PayCodeBoxData; ids: OrderIds }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <ProductLine logo={box.logo} name={box.title || payCodeName} as="h2" id={titleId} />
      <PayCodeCopy code={box.payCode} large />
      <CodeLinks payCode={box.payCode} ids={ids} />
    </section>
  );
}

/**
 * 'Show the code on a full page' (where there is a code) and 'Show barcode' (where the picked
 * channel has a barcode image or there is a code to draw), side by side; nothing without either.
 */
export function CodeLinks({ payCode, ids }: { payCode: string; ids: OrderIds }) {
  const selected = useStore(paymentWaysStore, selectedChannelOf);
  const [barcodeOpen, setBarcodeOpen] = useState(false);
  const barcode = barcodeSource(selected, payCode);
  if (!payCode && !barcode) return null;
  return (
    <div className={styles.codeLinks}>
      {payCode && (
        // The stored repayment info, shown on a page of its own to hand to a cashier.
        <a className={styles.codeLink} href={pageUrl('repaymentOfCode2', { ...ids })}>
          Show the code on a full page
        </a>
      )}
      {barcode && (
        <Button variant="text" className={styles.codeLink} onClick={() => setBarcodeOpen(true)}>
          Show barcode
        </Button>
      )}
      <BarcodeDialog
        open={barcodeOpen}
        source={barcode}
        channelName={selected?.name ?? ''}
        onClose={() => setBarcodeOpen(false)}
      />
    </div>
  );
}
