import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNativeBack } from '../bridge/nativeBack.ts';
import { Button } from '../ui/button/Button.tsx';
import { Dialog } from '../ui/dialog/Dialog.tsx';
import { BottomPopup } from '../ui/popup/BottomPopup.tsx';

const pressBack = () =>
  act(() => {
    window.onNativeBack?.();
  });
/** The titles of the dialogs on screen, by the heading that names each. */
const titlesOnScreen = () =>
  screen
    .queryAllByRole('dialog')
    .map((dialog) => within(dialog).getByRole('heading', { level: 2 }).textContent);

/** Prompts an answer asks for at once, each with its own close; the page may withdraw the card's. */
function Prompts({ withdrawn = false, rating = false }: { withdrawn?: boolean; rating?: boolean }) {
  const [tipsOpen, setTipsOpen] = useState(true);
  const [cardOpen, setCardOpen] = useState(true);
  return (
    <>
      <Dialog
        open={tipsOpen}
        title="Kind tips"
        onClose={() => setTipsOpen(false)}
        actions={<Button onClick={() => setTipsOpen(false)}>Confirm</Button>}
      />
      <Dialog
        open={cardOpen && !withdrawn}
        title="Bind your card"
        showClose
        onClose={() => setCardOpen(false)}
      />
      <Dialog open={rating} title="Rate our service" onClose={() => {}} />
    </>
  );
}

describe('one modal layer at a time', () => {
  const pageBack = vi.fn();
  let stopPageBack = () => {};
  afterEach(() => {
    stopPageBack();
    pageBack.mockReset();
  });

  it('shows two dialogs asked together one at a time, the first asked first', () => {
    render(<Prompts />);
    expect(titlesOnScreen()).toEqual(['Kind tips']);
  });

  it('shows the second once the first is closed, with focus in it', () => {
    render(<Prompts />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(titlesOnScreen()).toEqual(['Bind your card']);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(titlesOnScreen()).toEqual([]);
  });

  it('drops a dialog the page closes while it waits; the one after it keeps its turn', () => {
    const { rerender } = render(<Prompts rating />);
    rerender(<Prompts rating withdrawn />);
    expect(titlesOnScreen()).toEqual(['Kind tips']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(titlesOnScreen()).toEqual(['Rate our service']);
  });

  it("the shell's back closes the dialog on screen, then the next, then reaches the page", () => {
    stopPageBack = onNativeBack(pageBack);
    render(<Prompts />);
    pressBack();
    expect(titlesOnScreen()).toEqual(['Bind your card']);
    pressBack();
    expect(titlesOnScreen()).toEqual([]);
    expect(pageBack).not.toHaveBeenCalled();
    pressBack();
    expect(pageBack).toHaveBeenCalledTimes(1);
  });

  it('Escape closes only the dialog on screen', () => {
    render(<Prompts />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(titlesOnScreen()).toEqual(['Bind your card']);
  });

  it('a popup opened while a dialog is on screen waits for it, and the page scrolls after both', () => {
    function PromptOverMethods() {
      const [methodsOpen, setMethodsOpen] = useState(false);
      const [tipsOpen, setTipsOpen] = useState(true);
      return (
        <>
          <Button onClick={() => setMethodsOpen(true)}>Payment Method</Button>
          <Dialog
            open={tipsOpen}
            title="Kind tips"
            onClose={() => setTipsOpen(false)}
            actions={<Button onClick={() => setTipsOpen(false)}>Confirm</Button>}
          />
          <BottomPopup
            open={methodsOpen}
            title="Payment Method"
            onClose={() => setMethodsOpen(false)}
          />
        </>
      );
    }
    render(<PromptOverMethods />);
    // The page asks for the popup (a tap that reached it before the prompt showed).
    fireEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    expect(titlesOnScreen()).toEqual(['Kind tips']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(titlesOnScreen()).toEqual(['Payment Method']);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(titlesOnScreen()).toEqual([]);
    expect(document.body.style.overflow).toBe('');
  });

  it('a nested dialog opens over the one that asks for it; back closes it alone', () => {
    stopPageBack = onNativeBack(pageBack);
    function AgreementWithRetention() {
      const [retentionOpen, setRetentionOpen] = useState(false);
      return (
        <>
          <Dialog open title="Loan agreement" onClose={() => setRetentionOpen(true)} />
          <Dialog
            open={retentionOpen}
            title="Point out"
            nested
            onClose={() => setRetentionOpen(false)}
          />
        </>
      );
    }
    render(<AgreementWithRetention />);
    pressBack();
    expect(titlesOnScreen()).toEqual(['Loan agreement', 'Point out']);
    pressBack();
    expect(titlesOnScreen()).toEqual(['Loan agreement']);
    expect(pageBack).not.toHaveBeenCalled();
  });
});
