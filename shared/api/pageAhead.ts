// A page of this site fetched ahead of the tap that opens it (shared/actions/pagesAhead.ts):
// its HTML, asked for at low priority, so it never competes with what the borrower sees now.

/** The page's HTML at that address; undefined when it did not come (offline, not found). */
export async function askPageAhead(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', priority: 'low' });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}
