// After a failed submit (spec §2 'Bind bank screen', 'Next' validation): bring the first field
// marked invalid into view and put focus on it, so its error is read at once.

/** Scrolls to and focuses the first `[aria-invalid="true"]` control in `form`; returns it. */
export function focusFirstInvalid(form: HTMLElement): HTMLElement | null {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return null;
  // Centred, so a sticky header or the keyboard does not cover it.
  first.scrollIntoView?.({ block: 'center' });
  first.focus({ preventScroll: true });
  return first;
}
