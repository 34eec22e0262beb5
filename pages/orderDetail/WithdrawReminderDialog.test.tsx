import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawReminderDialog, withdrawReminderMessage } from './WithdrawReminderDialog.tsx';

function renderReminder(open = true) {
  const handlers = { onCancel: vi.fn(), onWithdraw: vi.fn(), onClose: vi.fn() };
  render(<WithdrawReminderDialog open={open} {...handlers} />);
  return handlers;
}

describe('WithdrawReminderDialog', () => {
  it('shows its message with Cancel and Withdraw Now', () => {
    renderReminder();
    const dialog = screen.getByRole('dialog', { name: 'Withdraw reminder' });
    within(dialog).getByText(withdrawReminderMessage);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Withdraw Now']);
  });

  it('Cancel and Withdraw Now each call their own action once', () => {
    const handlers = renderReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(handlers.onWithdraw).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(handlers.onWithdraw).toHaveBeenCalledTimes(1);
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });

  it('a tap outside and Escape only close it', () => {
    const handlers = renderReminder();
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    fireEvent.click(backdrop);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
    expect(handlers.onCancel).not.toHaveBeenCalled();
    expect(handlers.onWithdraw).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderReminder(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
