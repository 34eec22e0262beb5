// The shell's back button (contract §3): the shell calls window.onNativeBack(). The most recently
// registered handler that is still active runs; with none, the page goes back in its history, or
// closes the web view when it is the first page.
import { closeWebView } from './bridge.ts';

export type NativeBackHandler = () => void;

// Entries rather than bare functions, so one function registered twice is removed once per call.
const handlers: { run: NativeBackHandler }[] = [];

/**
 * Leaves the page as the shell's back button does by default: back in the web view's history, or
 * closing the web view on its first page. The way out a failed page offers.
 */
export function leavePage(): void {
  if (window.history.length > 1) window.history.back();
  else closeWebView();
}

function handleNativeBack(): void {
  try {
    const top = handlers[handlers.length - 1];
    if (top) top.run();
    else leavePage();
  } catch {
    // A failing handler must not surface in the shell's call.
  }
}

/** Sets window.onNativeBack (idempotent); call at start-up so the default applies on every page. */
export function installNativeBack(): void {
  if (typeof window !== 'undefined' && window.onNativeBack !== handleNativeBack) {
    window.onNativeBack = handleNativeBack;
  }
}

/** Handles the shell's back button until the returned function is called. */
export function onNativeBack(handler: NativeBackHandler): () => void {
  installNativeBack();
  const entry = { run: handler };
  handlers.push(entry);
  return () => {
    const index = handlers.lastIndexOf(entry);
    if (index >= 0) handlers.splice(index, 1);
  };
}
