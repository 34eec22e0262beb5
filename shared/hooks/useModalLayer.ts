// What every modal layer (dialog, bottom popup, picture viewer) does: one on screen at a time, and
// while on screen move focus in and give it back on close, keep Tab inside, close on Escape or the
// shell's back button, and stop the page behind from scrolling. A layer asked to open while another
// is on screen waits its turn (first asked, first shown), so two prompts never stack; one the page
// closes while it waits leaves the queue unseen. Only a layer the one on screen asks for itself
// (`nested`: a question it puts on its back button) opens over it. Only the topmost layer reacts,
// and the back button closes what is on screen before it does anything else.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onNativeBack } from '../bridge/nativeBack.ts';

/** The layers on screen, bottom first: one, and any opened over it from inside it. */
const onScreen: symbol[] = [];
/** Layers asked to open while another was on screen, first asked first. */
const waiting: symbol[] = [];
const listeners = new Set<() => void>();
let scrollLocks = 0;
let savedBodyOverflow = '';

function remove(list: symbol[], layer: symbol): void {
  const index = list.indexOf(layer);
  if (index !== -1) list.splice(index, 1);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** A layer asks to open: on screen at once when nothing else is, or when nested; else it waits. */
function ask(layer: symbol, nested: boolean): void {
  if (onScreen.length === 0 || nested) onScreen.push(layer);
  else waiting.push(layer);
  changed();
}

/** A layer closes, on screen or still waiting; when the screen is free the first waiting shows. */
function leave(layer: symbol): void {
  remove(waiting, layer);
  remove(onScreen, layer);
  const next = onScreen.length === 0 ? waiting.shift() : undefined;
  if (next) onScreen.push(next);
  changed();
}

const isTop = (layer: symbol) => onScreen[onScreen.length - 1] === layer;

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
 * Runs the modal behaviour while `open` is true and returns whether the layer is on screen: render
 * it only then. `container` is the element with role="dialog"; it needs tabIndex={-1} so it can
 * take focus when it holds nothing focusable. `nested` opens the layer over the one on screen
 * instead of waiting: only for a layer that one asks for, never for one the page opens by itself.
 */
export function useModalLayer(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
  nested = false,
): boolean {
  // The latest onClose, so a new callback each render does not reopen the layer.
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  const [layer] = useState(() => Symbol('modal layer'));
  const [layerOnScreen, setLayerOnScreen] = useState(false);
  // Asked before paint: a layer whose turn it is shows in the same frame as what opened it.
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => setLayerOnScreen(onScreen.includes(layer));
    listeners.add(update);
    ask(layer, nested);
    return () => {
      listeners.delete(update);
      leave(layer);
      setLayerOnScreen(false);
    };
  }, [open, nested, layer]);
  const shown = open && layerOnScreen;

  useEffect(() => {
    if (!shown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (scrollLocks === 0) {
      savedBodyOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    scrollLocks += 1;
    container.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop(layer)) return;
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
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = savedBodyOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [shown, container, layer]);

  return shown;
}
