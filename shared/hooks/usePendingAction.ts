// Guards an async action against double submits: a double tap on a cheap phone fires two clicks
// before React re-renders a disabled button, so the guard is a ref, not state.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Returns `[run, pending]`. `run` starts the action unless one is already running (then it resolves
 * to undefined without calling it); `pending` is true until the action settles, either way.
 * A rejection is passed on to the caller of `run`.
 */
export function usePendingAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): [(...args: Args) => Promise<Result | undefined>, boolean] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
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
    if (running.current) return undefined;
    running.current = true;
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
