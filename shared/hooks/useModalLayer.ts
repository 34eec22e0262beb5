// What every modal layer (dialog, bottom popup) does while open: move focus in and give it back on
// close, keep Tab inside, close on Escape or the shell's back button, and stop the page behind from
// scrolling. Only the topmost layer reacts, so a dialog opened over a popup closes alone, and the
// back button closes what is open before it does anything else.
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { onNativeBack } from '../bridge/nativeBack.ts';

const openLayers: symbol[] = [];
let savedBodyOverflow = '';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey && (!inside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Runs the modal behaviour while `open` is true. `container` is the element with role="dialog"; it
 * needs tabIndex={-1} so it can take focus when it holds nothing focusable.
 */
export function useModalLayer(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
): void {
  // The latest onClose, so a new callback each render does not reopen the layer.
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const layer = Symbol('modal layer');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (openLayers.length === 0) {
      savedBodyOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    openLayers.push(layer);
    container.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openLayers[openLayers.length - 1] !== layer) return;
      if (event.key === 'Escape' && latestOnClose.current) {
        event.preventDefault();
        latestOnClose.current();
      } else if (event.key === 'Tab' && container.current) {
        keepTabInside(event, container.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // Registered last, so it runs before any handler of the page; a layer without a way to close
    // (a choice the borrower must make) keeps the back button from leaving under it.
    const stopBack = onNativeBack(() => latestOnClose.current?.());

    return () => {
      stopBack();
      document.removeEventListener('keydown', onKeyDown);
      const index = openLayers.indexOf(layer);
      if (index !== -1) openLayers.splice(index, 1);
      if (openLayers.length === 0) document.body.style.overflow = savedBodyOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, container]);
}
