// What the instalment and extension pages share under their own header (spec §2: 'Same banner,
// pay-code box, method popup and payment button'): the banner to the payment instructions, the
// default payment box, and the payment method with its popup and barcode modal. The page's answer
// goes into the payment-ways store here, so 'Repayment by code 2' finds it after a reload.
import { useLayoutEffect } from 'react';
import type { DelayRepayment, InstalmentRepayment, OrderIds } from '../../api/repayment.ts';
import { paymentWaysStore } from '../../stores/paymentWays.ts';
import { InstructionsBanner } from './InstructionsBanner.tsx';
import { PayCodeBox } from './PayCodeBox.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { amountDue, repaymentInfoOf } from './repaymentRules.ts';
import styles from './Repayment.module.scss';

export interface RepaymentWaysProps {
  repayment: InstalmentRepayment | DelayRepayment;
  ids: OrderIds;
  /** Loads the page's answer afresh: the amount due is no longer the one on screen. */
  reload: () => void;
}

export function RepaymentWays({ repayment, ids, reload }: RepaymentWaysProps) {
  const isDelay = 'delayInfo' in repayment;
  const amount = amountDue(repayment);

  // Before the first paint of the answer, so the popup never shows another order's channels.
  useLayoutEffect(() => {
    paymentWaysStore
      .getState()
      .openRepayment(repaymentInfoOf(repayment, ids), repayment.channels.items);
  }, [repayment, ids]);

  return (
    <>
      {repayment.showsInstructionsBanner && <InstructionsBanner ids={ids} />}
      {repayment.payCodeBox && <PayCodeBox box={repayment.payCodeBox} ids={ids} />}
      {repayment.noticeMsg && <p className={styles.notice}>{repayment.noticeMsg}</p>}
      <PaymentMethods
        request={{ productId: ids.productId, orderId: ids.orderId, amount, isDelay }}
        payCode={repayment.payCodeBox?.payCode ?? ''}
        reload={reload}
        channelList={repayment.channels}
      />
    </>
  );
}
