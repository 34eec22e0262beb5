// A page shown again from the back-forward cache (`pageshow` with `persisted`) is the page as the
// borrower left it, whatever happened since: a money page must not offer a payment that is already
// made or an amount that has changed. A page that opts in shows its loading state from the moment
// it is put in the cache (drawn before the browser freezes it, so the restored page never shows
// what it had) and refreshes itself as it comes back. Nothing here keeps a page out of the cache:
// no unload handler, nothing left open.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * While `enabled`, returns true from the moment the page goes into the back-forward cache until it
 * is shown from it again, and calls `onRestore` as it is shown.
 */
export function useBackForwardRestore(enabled: boolean, onRestore: () => void): boolean {
  const [away, setAway] = useState(false);
  // The latest onRestore, so a new callback each render does not re-register the listeners.
  const latestOnRestore = useRef(onRestore);
  useLayoutEffect(() => {
    latestOnRestore.current = onRestore;
  });

  useEffect(() => {
    if (!enabled) return;
    const onPageHide = (event: PageTransitionEvent) => {
      // Rendered now: once the handler returns the page is frozen and renders nothing more.
      if (event.persisted) flushSync(() => setAway(true));
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setAway(false);
      latestOnRestore.current();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [enabled]);

  return enabled && away;
}
