// What the instalment and extension pages share under the amount and date (spec §2: 'Same banner,
// pay-code box, method popup and payment button'), in the order a borrower pays: the pay code with
// its full-page and barcode links, the answer's notice, how to pay by channel (with the link to the
// payment instructions), the page's own details, all in the page's <main>, and 'Payment Method' in
// the action bar just after it (RepaymentWaysSlot.tsx says why). The
// page's answer goes into the payment-ways store here, so 'Repayment by code 2' finds it after a
// reload.
import { type ReactNode, useLayoutEffect } from 'react';
import type { DelayRepayment, InstalmentRepayment } from '../../api/repayment.ts';
import type { OrderIds } from '../../api/request.ts';
import { paymentWaysStore } from '../../stores/paymentWays.ts';
import { HowToPay } from './HowToPay.tsx';
import { CodeLinks, PayCodeBox } from './PayCodeBox.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { amountDue, repaymentInfoOf, withChannelLogos } from './repaymentRules.ts';
import styles from './Repayment.module.scss';

export interface RepaymentWaysProps {
  repayment: InstalmentRepayment | DelayRepayment;
  ids: OrderIds;
  /** Loads the page's answer afresh: the amount due is no longer the one on screen. */
  reload: () => void;
  /** The page's own details (the loan, the plan): after the ways to pay, before the bar. */
  details?: ReactNode;
  /** The class of the page's <main>. */
  mainClassName?: string;
}

export function RepaymentWays({
  repayment,
  ids,
  reload,
  details,
  mainClassName,
}: RepaymentWaysProps) {
  const isDelay = 'delayInfo' in repayment;
  const amount = amountDue(repayment);
  const box = repayment.payCodeBox;

  // Before the first paint of the answer, so the popup never shows another order's channels.
  useLayoutEffect(() => {
    paymentWaysStore
      .getState()
      .openRepayment(repaymentInfoOf(repayment, ids), repayment.channels.items);
  }, [repayment, ids]);

  return (
    <>
      <main className={mainClassName}>
        {box?.payCode ? <PayCodeBox box={box} ids={ids} /> : <CodeLinks payCode="" ids={ids} />}
        {repayment.noticeMsg && <p className={styles.notice}>{repayment.noticeMsg}</p>}
        <HowToPay
          groups={withChannelLogos(box?.payNotices ?? [], repayment.channels.items)}
          showsInstructions={repayment.showsInstructionsBanner}
          ids={ids}
        />
        {details}
      </main>
      <PaymentMethods
        request={{ productId: ids.productId, orderId: ids.orderId, amount, isDelay }}
        reload={reload}
        channelList={repayment.channels}
      />
    </>
  );
}
