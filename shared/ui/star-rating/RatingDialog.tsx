// The rating dialog (spec §4 'Order-details rating', 'Complaint rating', §9): a line, five stars a
// tap fills up to the one tapped, and the button that sends them. No star gives the page's toast and
// sends nothing; a failure (toasted by the service module) keeps the dialog and its stars for another
// try; a rating sent resets the stars. What differs between pages (words, the call, what follows)
// comes from the page.
import { type ReactNode, useState } from 'react';
import { usePendingAction } from '../../hooks/usePendingAction.ts';
import { Button } from '../button/Button.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { showToast } from '../../notify/toastStore.ts';
import { StarRating } from './StarRating.tsx';
import styles from './RatingDialog.module.scss';

export interface RatingDialogProps {
  open: boolean;
  title: ReactNode;
  /** The line above the stars. */
  question: string;
  /** The toast for a tap on the button with no star chosen. */
  noStarMessage: string;
  /** The button that sends the rating ('Submit', 'Send'). */
  sendText: string;
  /** A Cancel button by this name beside it; without one the dialog has its close icon. */
  cancelText?: string;
  /** Sends the stars; true once the rating is taken (the page then says what follows). */
  onSend: (stars: number) => Promise<boolean>;
  onClose: () => void;
  count?: number;
}

export function RatingDialog({
  open,
  title,
  question,
  noStarMessage,
  sendText,
  cancelText,
  onSend,
  onClose,
  count,
}: RatingDialogProps) {
  const [stars, setStars] = useState(0);

  const [send, pending] = usePendingAction(async () => {
    if (stars === 0) {
      showToast(noStarMessage);
      return;
    }
    if (await onSend(stars)) setStars(0);
  });

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      showClose={cancelText === undefined}
      actions={
        <>
          {cancelText !== undefined && (
            <Button variant="secondary" fullWidth disabled={pending} onClick={onClose}>
              {cancelText}
            </Button>
          )}
          <Button fullWidth pending={pending} onClick={() => void send()}>
            {sendText}
          </Button>
        </>
      }
    >
      <p className={styles.question}>{question}</p>
      <StarRating
        label="Your rating"
        value={stars}
        onChange={setStars}
        count={count}
        disabled={pending}
      />
    </Dialog>
  );
}
