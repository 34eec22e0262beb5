// The one countdown for "send the code again" buttons (spec §4 'SMS code button', 'Legacy
// repayment': 60 s). It counts to a deadline rather than ticking a number down, so a phone that
// throttles timers in the background still shows the right second when it wakes; with a storage
// key the deadline is kept, so a reload in the middle of the countdown resumes it: for the one
// whose scope it is (the borrower, or the campaign page), until the deadline itself.
import { useCallback, useEffect, useState } from 'react';
import { currentScope, readOwned, type ScopeOf, writeOwned } from '../stores/ownedEntry.ts';
import { safeStorage, type StorageKind } from '../stores/safeStorage.ts';

export interface CountdownOptions {
  /** Length of one countdown in seconds. */
  seconds: number;
  /**
   * Keeps the deadline across a reload under this storage key, for this scope (a module constant:
   * a new one each render would read storage again).
   */
  persistAs?: { key: string; storage: StorageKind; scope: ScopeOf };
}

export interface Countdown {
  /** Whole seconds left, rounded up: `seconds` .. 1 while running, then `seconds` again. */
  secondsLeft: number;
  running: boolean;
  /** Starts a new countdown from now (also when one is running). */
  start: () => void;
}

/** Seconds left before the deadline, rounded up; 0 once it has passed. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function readDeadline(
  seconds: number,
  persistAs: NonNullable<CountdownOptions['persistAs']>,
  now: number,
): number {
  const storage = safeStorage(persistAs.storage);
  const stored = readOwned(storage, persistAs.key, currentScope(persistAs.scope), now);
  // A deadline further away than one countdown was not written by us: ignore it.
  if (typeof stored !== 'number' || stored <= now || stored > now + seconds * 1000) return 0;
  return stored;
}

export function useCountdown(options: CountdownOptions): Countdown {
  const { seconds, persistAs } = options;
  const storageKey = persistAs?.key;
  const storageKind = persistAs?.storage;
  const scope = persistAs?.scope;
  // 0 until hydration has happened: the build's HTML shows the ready button, the stored deadline
  // follows in an effect.
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!storageKey || !storageKind || !scope) return;
    // Read in a task of its own, after hydration has committed the ready button.
    const resume = setTimeout(() => {
      const at = Date.now();
      const stored = readDeadline(seconds, { key: storageKey, storage: storageKind, scope }, at);
      if (!stored) return;
      setDeadline(stored);
      setLeft(secondsUntil(stored, at));
    }, 0);
    return () => clearTimeout(resume);
  }, [seconds, storageKey, storageKind, scope]);

  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    // A quarter-second check; React renders only when the whole second shown changes.
    const timer = setInterval(() => setLeft(secondsUntil(deadline, Date.now())), 250);
    return () => clearInterval(timer);
  }, [running, deadline]);

  useEffect(() => {
    if (deadline && !running && storageKey && storageKind) {
      safeStorage(storageKind).removeItem(storageKey);
    }
  }, [deadline, running, storageKey, storageKind]);

  const start = useCallback(() => {
    const at = Date.now();
    const next = at + seconds * 1000;
    if (storageKey && storageKind && scope) {
      writeOwned(safeStorage(storageKind), storageKey, currentScope(scope), next, next, at);
    }
    setDeadline(next);
    setLeft(seconds);
  }, [seconds, storageKey, storageKind, scope]);

  return { secondsLeft: running ? left : seconds, running, start };
}
