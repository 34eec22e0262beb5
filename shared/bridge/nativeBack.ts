// The shell's back button (contract §3): the shell calls window.onNativeBack(). The most recently
// registered handler that is still active runs; with none, the page goes back in its history, or
// closes the web view when it is the first page.
import { closeWebView } from './bridge.ts';

export type NativeBackHandler = () => void;

// Entries rather than bare functions, so one function registered twice is removed once per call.
const handlers: { run: NativeBackHandler }[] = [];

function handleNativeBack(): void {
  try {
    const top = handlers[handlers.length - 1];
    if (top) top.run();
    else if (window.history.length > 1) window.history.back();
    else closeWebView();
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
