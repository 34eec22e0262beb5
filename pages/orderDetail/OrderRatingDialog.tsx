// The order-details rating (spec §4 'Order-details rating', §7, §9): five stars; no star gives the
// toast 'Silakan pilih'; the score sent is always 5; after success, 4 or more stars go to the app
// store rating and fewer open a result dialog, and the rating dialog closes either way.
import { useState } from 'react';
import { sendGoogleScore } from '../../shared/api/appRating.ts';
import { goAppStoreRating } from '../../shared/bridge/bridge.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import { RatingDialog } from '../../shared/ui/star-rating/RatingDialog.tsx';
import { ratingOutcome } from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';

const noStarMessage = 'Silakan pilih';

export function OrderRatingDialog(props: { open: boolean; onFinished: () => void }) {
  const [showResult, setShowResult] = useState(false);

  const send = async (stars: number) => {
    // A failure is toasted by the service module; the dialog stays for another try.
    const result = await sendGoogleScore();
    if (!result.success) return false;
    if (ratingOutcome(stars) === 'appStoreRating') {
      goAppStoreRating();
      props.onFinished();
    } else {
      setShowResult(true);
    }
    return true;
  };

  const closeResult = () => {
    setShowResult(false);
    props.onFinished();
  };

  return (
    <>
      <RatingDialog
        open={props.open && !showResult}
        title="Rate our service"
        question="How was your experience? Tap a star to rate us."
        noStarMessage={noStarMessage}
        sendText="Submit"
        onSend={send}
        onClose={props.onFinished}
      />
      <Dialog
        open={props.open && showResult}
        title="Thank you for your rating"
        onClose={closeResult}
        actions={
          <Button fullWidth onClick={closeResult}>
            OK
          </Button>
        }
      >
        <p className={styles.dialogText}>
          We are sorry we did not do better. Your rating helps us improve our service.
        </p>
      </Dialog>
    </>
  );
}
