// Waiting on a call that must not hold the borrower back: tracking before a jump, the bank-tip
// flag before leaving for repayment. The wait ends when the call settles, or when time is up.

/** How long a finished action still waits for its tracking or bookkeeping before leaving. */
export const trackingGraceMs = 1500;

/** Waits for `promise`, but no longer than `ms`; resolves either way, never rejects. */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
