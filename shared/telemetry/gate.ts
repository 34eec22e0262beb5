// The part of the field reports a page carries from its first moment, and only in a build with an
// endpoint (`if (__TELEMETRY__)` around every use): it hears what goes wrong from the start and
// keeps it until the reporter, a module of its own (reporter.ts), arrives once the page has loaded
// and the phone is idle. So the first visit fetches nothing more, and an error while the page
// hydrates is still reported. Kept as small as it can be: every page's first visit carries it.

/** A failure on screen, noted by usePageData and the error boundary (not a browser event). */
interface FailureNote {
  /** PageState's failure kind (shared/api/result.ts), 'missing' or 'render'. */
  failure: string;
  error?: unknown;
}

export type Heard = Event | FailureNote;

/** Uncaught errors, rejected promises, the policy's refusals, a part's module that failed to load. */
const heardEvents = ['error', 'unhandledrejection', 'securitypolicyviolation', 'vite:preloadError'];

const heard: Heard[] = [];
/** Keeps what is heard until the reporter has loaded; then the reporter's own. */
let hear: (what: Heard) => void = (what) => heard.push(what);

/**
 * Listens from now on; the reporter is loaded `later` (after the page's load, when idle) and
 * takes what was kept and everything after.
 */
export function installTelemetry(later: (task: () => void) => void): void {
  for (const type of heardEvents) window.addEventListener(type, (event) => hear(event));
  later(() => {
    import('./reporter.ts').then(
      (reporter) => (hear = reporter.startReporting(heard)),
      () => undefined,
    );
  });
}

/** A failure is on screen (a page's failure view, a render error): the reporter says which. */
export function noteFailure(failure: string, error?: unknown): void {
  hear({ failure, error });
}
