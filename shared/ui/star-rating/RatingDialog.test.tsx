import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { doubleTapMs } from '../../hooks/usePendingAction.ts';
import { toastStore } from '../../notify/toastStore.ts';
import { RatingDialog, type RatingDialogProps } from './RatingDialog.tsx';

const toast = () => toastStore.getState().current?.text;
const dialog = () => screen.getByRole('dialog', { name: 'Please rate this service' });
const filled = () =>
  within(dialog())
    .getAllByRole('button', { pressed: true })
    .map((star) => star.getAttribute('aria-label'));

function openRating(props: Partial<RatingDialogProps> = {}) {
  const onSend = vi.fn<(stars: number) => Promise<boolean>>(() => Promise.resolve(true));
  const onClose = vi.fn();
  render(
    <RatingDialog
      open
      title="Please rate this service"
      question="How did we handle your complaint?"
      noStarMessage="Silakan pilih"
      sendText="Send"
      onSend={onSend}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSend, onClose };
}

describe('RatingDialog', () => {
  it('shows its question over the stars and sends the stars tapped', async () => {
    const { onSend } = openRating();
    within(dialog()).getByText('How did we handle your complaint?');
    fireEvent.click(within(dialog()).getByRole('button', { name: '3 stars' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(3));
  });

  it("with no star says the page's words and sends nothing", () => {
    const { onSend } = openRating();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(toast()).toBe('Silakan pilih');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the stars after a failure and clears them once the rating is taken', async () => {
    let taken = false;
    openRating({ onSend: () => Promise.resolve(taken) });
    fireEvent.click(within(dialog()).getByRole('button', { name: '2 stars' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Send' })).toBeTruthy(),
    );
    expect(filled()).toEqual(['1 star', '2 stars']);

    taken = true;
    // A tap this soon after the last would be its second half.
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs + 10));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog()).queryAllByRole('button', { pressed: true })).toEqual([]),
    );
  });

  it('closes by the close icon, or by Cancel when the page names one', () => {
    const first = openRating();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    cleanup();

    const { onClose } = openRating({ cancelText: 'Cancel' });
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
