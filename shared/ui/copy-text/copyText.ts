// Copying a code to the clipboard inside an app web view. The Clipboard API needs a secure context
// and, on some Android web views, a permission the shell never grants; the older execCommand copy
// of a selected, off-screen text field still works there, so it is the fallback.

/** Copies `text`; true when the phone says it was copied. Never throws. */
export async function copyText(text: string): Promise<boolean> {
  if (text === '') return false;
  try {
    if (globalThis.isSecureContext && globalThis.navigator?.clipboard?.writeText) {
      await globalThis.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: try the fallback.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only so no keyboard opens on a phone; off screen so nothing moves.
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.left = '-9999px';
  field.style.fontSize = '16px';
  const active = document.activeElement;
  document.body.append(field);
  try {
    field.select();
    field.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    if (active instanceof HTMLElement) active.focus({ preventScroll: true });
  }
}
