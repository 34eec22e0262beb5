// The one double-tap guard every action goes through. A double tap on a cheap phone fires two
// clicks before React re-renders a disabled button, so the guard is a ref, not state; and a fast
// action (a tracking call, then a jump) may settle between the two taps of one double tap, so a
// tap that comes within doubleTapMs of the one before it is its second half and starts nothing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Two taps this close together are one double tap (Android's double-tap timeout). */
export const doubleTapMs = 300;

/**
 * Returns `[run, pending]`. `run` starts the action unless one is already running or one started
 * less than doubleTapMs ago (then it resolves to undefined without calling it); `pending` is true
 * until the action settles, either way. A rejection is passed on to the caller of `run`.
 */
export function usePendingAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result> | Result,
): [(...args: Args) => Promise<Result | undefined>, boolean] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const startedAt = useRef(Number.NEGATIVE_INFINITY);
  const mounted = useRef(true);
  // The latest action, so `run` keeps one identity across renders.
  const latestAction = useRef(action);
  useLayoutEffect(() => {
    latestAction.current = action;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    const now = Date.now();
    if (running.current || now - startedAt.current < doubleTapMs) return undefined;
    running.current = true;
    startedAt.current = now;
    setPending(true);
    try {
      return await latestAction.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  return [run, pending];
}
