// The one double-tap guard every action goes through. A double tap on a cheap phone fires two
// clicks before React re-renders a disabled button, so the guard is a ref, not state; and a fast
// action (a tracking call, then a jump) may settle between the two taps of one double tap, so a
// tap that comes within doubleTapMs of the last one settling is the same tap and starts nothing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Taps this close after an action settled are taken as the second half of a double tap. */
export const doubleTapMs = 600;

/**
 * Returns `[run, pending]`. `run` starts the action unless one is already running or one settled
 * less than doubleTapMs ago (then it resolves to undefined without calling it); `pending` is true
 * until the action settles, either way. A rejection is passed on to the caller of `run`.
 */
export function usePendingAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result> | Result,
): [(...args: Args) => Promise<Result | undefined>, boolean] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const settledAt = useRef(Number.NEGATIVE_INFINITY);
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
    if (running.current || Date.now() - settledAt.current < doubleTapMs) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await latestAction.current(...args);
    } finally {
      running.current = false;
      settledAt.current = Date.now();
      if (mounted.current) setPending(false);
    }
  }, []);

  return [run, pending];
}
