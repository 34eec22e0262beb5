// The order-details rating (spec §4 'Order-details rating', §7, §9): five stars; no star gives the
// toast 'Silakan pilih'; the score sent is always 5; after success, 4 or more stars go to the app
// store rating and fewer open a result dialog, and the rating dialog closes either way.
import { useState } from 'react';
import { sendGoogleScore } from '../../shared/api/appRating.ts';
import { goAppStoreRating } from '../../shared/bridge/bridge.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import { StarRating } from '../../shared/ui/star-rating/StarRating.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import { ratingOutcome } from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';

export const noStarMessage = 'Silakan pilih';

export function RatingDialog(props: { open: boolean; onFinished: () => void }) {
  const [stars, setStars] = useState(0);
  const [showResult, setShowResult] = useState(false);

  const [submit, pending] = usePendingAction(async () => {
    if (stars === 0) {
      showToast(noStarMessage);
      return;
    }
    // A failure is toasted by the service module; the dialog stays for another try.
    const result = await sendGoogleScore();
    if (!result.success) return;
    if (ratingOutcome(stars) === 'appStoreRating') {
      goAppStoreRating();
      props.onFinished();
    } else {
      setShowResult(true);
    }
  });

  const closeResult = () => {
    setShowResult(false);
    props.onFinished();
  };

  return (
    <>
      <Dialog
        open={props.open && !showResult}
        title="Rate our service"
        onClose={props.onFinished}
        showClose
        actions={
          <Button fullWidth pending={pending} onClick={() => void submit()}>
            Submit
          </Button>
        }
      >
        <p className={styles.dialogText}>How was your experience? Tap a star to rate us.</p>
        <StarRating label="Your rating" value={stars} onChange={setStars} disabled={pending} />
      </Dialog>
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
