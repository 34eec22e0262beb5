import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNativeBack } from '../../bridge/nativeBack.ts';
import { Button } from '../button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function KindTips({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show tips</Button>
      <Dialog
        open={open}
        title="Kind tips"
        onClose={() => setOpen(false)}
        actions={
          <Button
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            Confirm
          </Button>
        }
      >
        <p>Your loan is under review.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(
      <Dialog open={false} title="Kind tips" onClose={() => {}}>
        Hidden text
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Hidden text')).toBeNull();
  });

  it('is a modal dialog named by its title, showing its content and actions', () => {
    render(<KindTips />);
    fireEvent.click(screen.getByRole('button', { name: 'Show tips' }));
    const dialog = screen.getByRole('dialog', { name: 'Kind tips' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    screen.getByText('Your loan is under review.');
    screen.getByRole('button', { name: 'Confirm' });
  });

  it('moves focus into the dialog on open and back to the opener on close', () => {
    const onConfirm = vi.fn();
    render(<KindTips onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Show tips' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape', () => {
    render(<KindTips />);
    fireEvent.click(screen.getByRole('button', { name: 'Show tips' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Dialog
        open
        title="Point out"
        showClose
        onClose={() => {}}
        actions={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Agree</Button>
          </>
        }
      />,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const agree = screen.getByRole('button', { name: 'Agree' });
    agree.focus();
    fireEvent.keyDown(agree, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(agree);
  });

  it('has a close icon button labelled Close when asked', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Bind your bank card" showClose onClose={onClose}>
        Bind a card to receive the money.
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop tap only when asked', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="Kind tips" onClose={onClose}>
        Text
      </Dialog>,
    );
    const backdrop = () => screen.getByRole('dialog').previousElementSibling as HTMLElement;
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <Dialog open title="Kind tips" onClose={onClose} closeOnBackdrop>
        Text
      </Dialog>,
    );
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page behind from scrolling while open', () => {
    const { rerender } = render(
      <Dialog open title="Kind tips" onClose={() => {}}>
        Text
      </Dialog>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Dialog open={false} title="Kind tips" onClose={() => {}}>
        Text
      </Dialog>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('lets only the topmost dialog react to Escape', () => {
    // A nested dialog opens over the one on screen instead of waiting for it.
    const closeLower = vi.fn();
    const closeUpper = vi.fn();
    render(
      <>
        <Dialog open title="Lower" onClose={closeLower}>
          Text
        </Dialog>
        <Dialog open title="Upper" nested onClose={closeUpper}>
          Text
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closeUpper).toHaveBeenCalledTimes(1);
    expect(closeLower).not.toHaveBeenCalled();
  });
});

describe("Dialog and the shell's back button", () => {
  const pageBack = vi.fn();
  let stopPageBack = () => {};
  const pressBack = () =>
    act(() => {
      window.onNativeBack?.();
    });

  afterEach(() => {
    stopPageBack();
    pageBack.mockReset();
  });

  it('runs the page handler while no dialog is open', () => {
    stopPageBack = onNativeBack(pageBack);
    render(<KindTips />);

    pressBack();

    expect(pageBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the open dialog first, without the page handler; the next back reaches the page', () => {
    stopPageBack = onNativeBack(pageBack);
    render(<KindTips />);
    fireEvent.click(screen.getByRole('button', { name: 'Show tips' }));

    pressBack();

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageBack).not.toHaveBeenCalled();

    pressBack();

    expect(pageBack).toHaveBeenCalledTimes(1);
  });
});
