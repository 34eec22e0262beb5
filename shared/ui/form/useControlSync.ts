// Two things every controlled form-kit control needs from its DOM element (spec §5 forms):
// - what the borrower typed or ticked in the prerendered page before the script ran is in the
//   element but not yet in state; it is handed to the change handler once, right after hydration,
//   so nothing typed early is lost;
// - when a rule rewrites the text (digits only, group spaces, a length limit), the caret goes
//   where the edit ended, not to the end of the box.
import { type RefObject, useEffect, useEffectEvent } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

export function useEarlyInput<E extends Control>(
  ref: RefObject<E | null>,
  /** What the element should hold: its text, or for a checkbox whether it is ticked. */
  shown: string | boolean,
  /** Takes the element's early state as if the borrower had just changed it. */
  adopt: (element: E) => void,
): void {
  const adoptEarly = useEffectEvent(() => {
    const element = ref.current;
    if (!element) return;
    const current =
      typeof shown === 'boolean' ? (element as HTMLInputElement).checked : element.value;
    if (current !== shown) adopt(element);
  });
  useEffect(() => adoptEarly(), []);
}

/** Puts the caret at `caret` once the change event is over and React has written the value. */
export function placeCaret(element: Control, caret: number): void {
  queueMicrotask(() => {
    // Email and number inputs have no caret to place (selectionStart is null).
    if (element.ownerDocument.activeElement === element && element.selectionStart !== null) {
      element.setSelectionRange(caret, caret);
    }
  });
}
