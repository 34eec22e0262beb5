// The complaint rating (spec §4 'Complaint rating', §7 save-score, §8, §9): five stars, a tap fills
// up to that star; Cancel closes; Send posts the score with the problemId, and on '00' says
// 'Successful demonstration！', closes and resets the stars. A failure toasts the server message
// ('error' without an answer) and leaves the modal open for another try.
import { useState } from 'react';
import { complaintLimits, saveComplaintScore } from '../../shared/api/complaints.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import { StarRating } from '../../shared/ui/star-rating/StarRating.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import { noStarMessage, ratingSentMessage, ratingTitle } from './detailsRules.ts';
import styles from './complainDetails.module.scss';

export function RatingDialog(props: { open: boolean; problemId: string; onClose: () => void }) {
  const [stars, setStars] = useState(0);

  const [send, pending] = usePendingAction(async () => {
    if (stars === 0) {
      showToast(noStarMessage);
      return;
    }
    const result = await saveComplaintScore({ score: stars, problemId: props.problemId });
    if (!result.success) return;
    showToast(ratingSentMessage, { kind: 'success' });
    setStars(0);
    props.onClose();
  });

  return (
    <Dialog
      open={props.open}
      title={ratingTitle}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="secondary" fullWidth disabled={pending} onClick={props.onClose}>
            Cancel
          </Button>
          <Button fullWidth pending={pending} onClick={() => void send()}>
            Send
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>How did we handle your complaint?</p>
      <StarRating
        label="Your rating"
        value={stars}
        onChange={setStars}
        count={complaintLimits.stars}
        disabled={pending}
      />
    </Dialog>
  );
}
