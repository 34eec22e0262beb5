// The way to pay, shared by the instalment and extension pages (spec §2, §4 'Instalment page', §7
// generate-vcode): 'Payment Method', alone in the action bar with the amount, opens a bottom popup
// of the repayList channels, the first preselected; a tap picks one; 'Payment' asks generate-vcode
// for the pay address (the extension adds isDelay=1) and goes there through the navigation policy,
// one tap one request; the channel picked there is the one 'Show barcode' (under the pay code)
// shows. Channels and the pick live in the payment-ways store, so a reload keeps them. A request whose answer was lost is sent
// again under the same key, once the repayment details say the same amount is still due.
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { MinorUnits, ShownList } from '../../api/parse.ts';
import {
  generatePayCode,
  loadDelayRepayment,
  loadInstalmentRepayment,
  type PayCodeRequest,
} from '../../api/repayment.ts';
import type { Recheck } from '../../requestKeys/requestKeys.ts';
import { usePendingAction } from '../../hooks/usePendingAction.ts';
import { useRequestKey } from '../../requestKeys/useRequestKey.ts';
import { imageUrl } from '../../navigation/imageUrl.ts';
import { openAddress } from '../../actions/openAddress.ts';
import {
  paymentWaysStore,
  rememberIssuedCode,
  selectedChannelOf,
} from '../../stores/paymentWays.ts';
import { formatMoney } from '../../format/money.ts';
import { ActionBar } from '../../ui/action-bar/ActionBar.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { MoreRowsNote } from '../../ui/more-rows/MoreRowsNote.tsx';
import { FeedbackView } from '../../ui/feedback/FeedbackView.tsx';
import { BottomPopup } from '../../ui/popup/BottomPopup.tsx';
import { amountDue } from './repaymentRules.ts';
import styles from './Repayment.module.scss';
import { VisuallyHidden } from '../../ui/visually-hidden/VisuallyHidden.tsx';
import { StillChecking } from '../../ui/still-checking/StillChecking.tsx';

const noChannelsMessage =
  'No payment method is available right now. Please try again later or contact customer service.';

export interface PaymentMethodsProps {
  /** What generate-vcode is sent, but the channel. */
  request: Omit<PayCodeRequest, 'channelNumber'>;
  /** Loads the page's answer afresh: the amount due is no longer the one on screen. */
  reload: () => void;
  /** The answer's repayList as read: the popup says when it holds more than it shows. */
  channelList: ShownList<unknown>;
}

export function PaymentMethods({ request, reload, channelList }: PaymentMethodsProps) {
  const channels = useStore(paymentWaysStore, (state) => state.channels);
  const selected = useStore(paymentWaysStore, selectedChannelOf);
  const selectChannel = useStore(paymentWaysStore, (state) => state.selectChannel);
  const [popupOpen, setPopupOpen] = useState(false);
  const groupName = useId();

  // A payment and an extension of the same order are two actions, each with its own key.
  const payKeys = useRequestKey(request.isDelay ? 'delayPayCode' : 'payCode');
  /** The repayment details, asked again after a lost answer: is the same amount still due? */
  const stillDue = async (): Promise<Recheck> => {
    const ids = { productId: request.productId, orderId: request.orderId };
    const fresh = request.isDelay
      ? await loadDelayRepayment(ids)
      : await loadInstalmentRepayment(ids);
    if (!fresh.success) return 'failed';
    if (amountDue(fresh.data) === request.amount) return 'same';
    reload();
    return 'changed';
  };

  const [stillChecking, setStillChecking] = useState<string>();

  const [pay, paying] = usePendingAction(async () => {
    const channel = selectedChannelOf(paymentWaysStore.getState());
    if (!channel) return;
    const outcome = await payKeys.attempt({
      request: { ...request, channelNumber: channel.channelNumber },
      notice: `the code for ${channel.name || channel.channelNumber}`,
      check: stillDue,
      send: generatePayCode,
    });
    setStillChecking(outcome.stillChecking);
    if (!outcome.sent) return;
    // A failure has shown its toast; the popup stays, so the borrower can try again.
    const { result } = outcome;
    if (!result.success) return;
    await rememberIssuedCode(result.data.payUrl, paymentWaysStore.getState().repaymentInfo);
    openAddress(result.data.payUrl);
  });

  return (
    <>
      <ActionBar label="Payment">
        <Button fullWidth className={styles.payButton} onClick={() => setPopupOpen(true)}>
          Payment Method
          <PayAmount amount={request.amount} />
        </Button>
      </ActionBar>
      <BottomPopup
        open={popupOpen}
        title="Payment Method"
        onClose={() => setPopupOpen(false)}
        footer={
          <Button
            fullWidth
            className={styles.payButton}
            pending={paying}
            disabled={!selected}
            onClick={() => void pay()}
          >
            Payment
            <PayAmount amount={request.amount} />
          </Button>
        }
      >
        {channels.length === 0 ? (
          <FeedbackView kind="empty" title={noChannelsMessage} />
        ) : (
          <fieldset className={styles.channels}>
            <VisuallyHidden as="legend">Choose how to pay</VisuallyHidden>
            {channels.map((channel) => {
              const checked = channel.channelNumber === selected?.channelNumber;
              const logo = imageUrl(channel.logo);
              return (
                <label
                  key={channel.channelNumber}
                  className={checked ? `${styles.channel} ${styles.picked}` : styles.channel}
                >
                  <input
                    type="radio"
                    className={styles.radio}
                    name={groupName}
                    value={channel.channelNumber}
                    checked={checked}
                    onChange={() => selectChannel(channel.channelNumber)}
                  />
                  {logo ? (
                    <img className={styles.channelLogo} src={logo} alt="" width={32} height={32} />
                  ) : (
                    <span className={styles.channelLogo} aria-hidden="true" />
                  )}
                  <span className={styles.channelName}>
                    {channel.name || channel.channelNumber}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        <MoreRowsNote list={channelList} />
        {stillChecking && <StillChecking what={stillChecking} />}
      </BottomPopup>
    </>
  );
}

/**
 * The amount a pay button pays, beside its label. Left out of the button's name: the amount due
 * above already says it, and the name stays the words the borrower reads first.
 */
function PayAmount({ amount }: { amount: MinorUnits }) {
  return (
    <span className={styles.payAmount} aria-hidden="true">
      {formatMoney(amount)}
    </span>
  );
}
