// Which image addresses from the query or the server a page may show. Kept apart from
// urlPolicy.ts (navigation), so pages that show no such image do not carry it.
/**
 * An image address from the query or the server, if the page may show it: absolute http(s), or a
 * path on this site (`/x.png`). Anything else (`javascript:`, `data:`, `blob:`, `//host`, a bare
 * word, credentials, malformed) gives undefined and the page shows its own fallback.
 */
export function imageUrl(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined;
  const text = address.trim();
  if (text === '') return undefined;
  const base = globalThis.location?.origin;
  let url: URL;
  try {
    // A path is read against this site; `//host/x` and `\\host` would reach another host: refused.
    if (text.startsWith('/')) {
      if (/^[/\\]{2}/.test(text) || !base || base === 'null') return undefined;
      url = new URL(text, base);
      if (url.origin !== base) return undefined;
    } else url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
