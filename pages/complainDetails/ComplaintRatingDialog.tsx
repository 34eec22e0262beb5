// The complaint rating (spec §4 'Complaint rating', §7 save-score, §8, §9): five stars, a tap fills
// up to that star; Cancel closes; Send posts the score with the problemId, and on '00' says
// 'Successful demonstration！', closes and resets the stars. A failure toasts the server message
// ('error' without an answer) and leaves the modal open for another try.
import { complaintLimits, saveComplaintScore } from '../../shared/api/complaints.ts';
import { RatingDialog } from '../../shared/ui/star-rating/RatingDialog.tsx';
import { showToast } from '../../shared/notify/toastStore.ts';
import { noStarMessage, ratingSentMessage, ratingTitle } from './detailsRules.ts';

export function ComplaintRatingDialog(props: {
  open: boolean;
  problemId: string;
  onClose: () => void;
}) {
  const send = async (stars: number) => {
    const result = await saveComplaintScore({ score: stars, problemId: props.problemId });
    if (!result.success) return false;
    showToast(ratingSentMessage, { kind: 'success' });
    props.onClose();
    return true;
  };

  return (
    <RatingDialog
      open={props.open}
      title={ratingTitle}
      question="How did we handle your complaint?"
      noStarMessage={noStarMessage}
      sendText="Send"
      cancelText="Cancel"
      count={complaintLimits.stars}
      onSend={send}
      onClose={props.onClose}
    />
  );
}
