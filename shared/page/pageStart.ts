// Whether the page's own script has run. The boot check (bootCheck.ts), a script apart from the
// page's, reads it once the document has loaded: a page whose HTML names scripts that are gone
// (HTML of an older deploy) never sets it.

const startedFlag = '__pageStarted';

type Flagged = Partial<Record<typeof startedFlag, true>>;

export function markPageStarted(target: object = globalThis): void {
  (target as Flagged)[startedFlag] = true;
}

export function pageHasStarted(target: object = globalThis): boolean {
  return (target as Flagged)[startedFlag] === true;
}
