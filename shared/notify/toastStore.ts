// Toasts (spec §9): info and success last 2 s; any other toast 3 s unless a duration above 300 ms
// is given. A loading toast stays until its request settles. Plain functions over a tiny store,
// so the service module and pages can show toasts without a React context.
import { createStore } from 'zustand/vanilla';

export type ToastKind = 'text' | 'info' | 'success' | 'error';

interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  current: ToastMessage | undefined;
  /** Texts of the loading toasts now open, oldest first; the newest is shown. */
  loading: { id: number; text: string }[];
}

export const toastStore = createStore<ToastState>(() => ({ current: undefined, loading: [] }));

const SHORT_KINDS: readonly ToastKind[] = ['info', 'success'];
const MIN_GIVEN_DURATION_MS = 300;

/** How long a toast stays (spec §9). */
function toastDuration(kind: ToastKind, durationMs?: number): number {
  if (durationMs !== undefined && durationMs > MIN_GIVEN_DURATION_MS) return durationMs;
  return SHORT_KINDS.includes(kind) ? 2000 : 3000;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing the one on screen. */
export function showToast(
  text: string,
  options: { kind?: ToastKind; durationMs?: number } = {},
): void {
  const trimmed = text.trim();
  if (trimmed === '') return;
  const kind = options.kind ?? 'text';
  const message: ToastMessage = { id: nextId++, kind, text: trimmed };
  toastStore.setState({ current: message });
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = setTimeout(
    () => {
      if (toastStore.getState().current?.id === message.id)
        toastStore.setState({ current: undefined });
    },
    toastDuration(kind, options.durationMs),
  );
}

/** Shows a loading toast; call the returned function once the work is done. */
export function showLoading(text: string): () => void {
  const id = nextId++;
  toastStore.setState((state) => ({ loading: [...state.loading, { id, text }] }));
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    toastStore.setState((state) => ({ loading: state.loading.filter((entry) => entry.id !== id) }));
  };
}

/** Clears every toast (tests and page teardown). */
export function clearToasts(): void {
  if (hideTimer) clearTimeout(hideTimer);
  toastStore.setState({ current: undefined, loading: [] });
}
