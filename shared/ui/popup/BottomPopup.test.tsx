import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNativeBack } from '../../bridge/nativeBack.ts';
import { Button } from '../button/Button.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { BottomPopup } from './BottomPopup.tsx';

function PaymentMethods() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Payment Method</Button>
      <BottomPopup
        open={open}
        title="Payment Method"
        onClose={() => setOpen(false)}
        footer={<Button fullWidth>Payment</Button>}
      >
        <p>7-Eleven</p>
      </BottomPopup>
    </>
  );
}

describe('BottomPopup', () => {
  it('renders nothing when closed', () => {
    render(
      <BottomPopup open={false} title="Payment Method" onClose={() => {}}>
        7-Eleven
      </BottomPopup>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('7-Eleven')).toBeNull();
  });

  it('opens as a modal dialog named by its title with content and footer', () => {
    render(<PaymentMethods />);
    fireEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    const sheet = screen.getByRole('dialog', { name: 'Payment Method' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);
    screen.getByText('7-Eleven');
    screen.getByRole('button', { name: 'Payment' });
  });

  it('closes with the Close button and gives focus back', () => {
    render(<PaymentMethods />);
    const opener = screen.getByRole('button', { name: 'Payment Method' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a mask tap but not on a tap inside the sheet', () => {
    const onClose = vi.fn();
    render(
      <BottomPopup open title="Payment Method" onClose={onClose}>
        <p>7-Eleven</p>
      </BottomPopup>,
    );
    fireEvent.click(screen.getByText('7-Eleven'));
    expect(onClose).not.toHaveBeenCalled();
    const mask = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    render(<PaymentMethods />);
    fireEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** A payment-method popup whose Payment button asks for confirmation in a dialog nested over it. */
function PaymentWithConfirm() {
  const [popupOpen, setPopupOpen] = useState(true);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <BottomPopup
        open={popupOpen}
        title="Payment Method"
        onClose={() => setPopupOpen(false)}
        footer={<Button onClick={() => setConfirmOpen(true)}>Payment</Button>}
      >
        <p>7-Eleven</p>
      </BottomPopup>
      <Dialog
        open={confirmOpen}
        title="Confirm payment"
        nested
        onClose={() => setConfirmOpen(false)}
      >
        Pay at 7-Eleven?
      </Dialog>
    </>
  );
}

describe("BottomPopup and the shell's back button", () => {
  const pageBack = vi.fn();
  let stopPageBack = () => {};
  const pressBack = () =>
    act(() => {
      window.onNativeBack?.();
    });
  const popup = () => screen.queryByRole('dialog', { name: 'Payment Method' });
  const confirm = () => screen.queryByRole('dialog', { name: 'Confirm payment' });

  afterEach(() => {
    stopPageBack();
    pageBack.mockReset();
  });

  it('closes the open popup first, without the page handler; the next back reaches the page', () => {
    stopPageBack = onNativeBack(pageBack);
    render(<PaymentMethods />);
    pressBack();
    expect(pageBack).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    pressBack();

    expect(popup()).toBeNull();
    expect(pageBack).toHaveBeenCalledTimes(1);

    pressBack();

    expect(pageBack).toHaveBeenCalledTimes(2);
  });

  it('with a dialog over the popup, closes the dialog only, then the popup, then reaches the page', () => {
    stopPageBack = onNativeBack(pageBack);
    render(<PaymentWithConfirm />);
    fireEvent.click(screen.getByRole('button', { name: 'Payment' }));
    expect(confirm()).toBeTruthy();

    pressBack();

    expect(confirm()).toBeNull();
    expect(popup()).toBeTruthy();
    expect(pageBack).not.toHaveBeenCalled();

    pressBack();

    expect(popup()).toBeNull();
    expect(pageBack).not.toHaveBeenCalled();

    pressBack();

    expect(pageBack).toHaveBeenCalledTimes(1);
  });
});
