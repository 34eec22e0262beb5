// Which pictures named by the query or the server a page may show (spec §2 logos, barcodes, pay
// codes, complaint pictures; docs/reference.md VITE_IMAGE_HOSTS). A picture is what a borrower
// trusts: a QR code from another host would take their payment elsewhere. So only the page's own
// origin and the configured image hosts (https, checked at build) are ever asked for one. Kept apart
// from urlPolicy.ts (navigation), so pages that show no such picture do not carry it.
import { appConfig } from '../config/appConfig.ts';

/** The page's own origin and the configured image hosts, as `URL.origin` writes them. */
export function imageOrigins(): string[] {
  const own = globalThis.location?.origin;
  return (own && own !== 'null' ? [own] : []).concat(appConfig.imageHosts);
}

/**
 * The address of a picture from the query or the server, if the page may show it: an absolute
 * address on an image origin, or a path on this site (`/x.png`). Read by the URL parser (so case,
 * default ports and stray whitespace cannot disguise a host) and compared by whole origin (so
 * `evil-api.example` or `api.example.evil.example` is not `api.example`). Anything else (another
 * host, plain http to an https host, `javascript:`, `data:`, `blob:`, `//host`, credentials, a
 * bare word, malformed) gives undefined: nothing is requested and the part shows what it shows
 * for a missing picture.
 */
export function imageUrl(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined;
  const text = address.trim();
  if (text === '') return undefined;
  const base = globalThis.location?.origin;
  let url: URL;
  try {
    // `//host/x` and `/\host` are read by the parser as another host: only a single slash is a path.
    if (/^[/\\]{2}/.test(text)) return undefined;
    url = text.startsWith('/') && base && base !== 'null' ? new URL(text, base) : new URL(text);
  } catch {
    return undefined;
  }
  // A blob: address carries the origin that made it: only a fetched address is compared.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return imageOrigins().includes(url.origin) ? url.href : undefined;
}

/**
 * The address of a channel's pay-code picture (the repayment-by-code page's `payCodeImg`), if the
 * page may show it: an image address as above, under the configured path of the channel pictures
 * (VITE_CHANNEL_PICTURE_PATH). Anything else on the same host, a borrower's upload among them, is
 * no pay-code picture: a link could name an upload of anyone's QR code. An escaped slash,
 * backslash or dot is refused, since a server may decode it and climb out of that path.
 */
export function channelPictureUrl(address: unknown): string | undefined {
  const href = imageUrl(address);
  if (href === undefined) return undefined;
  const path = new URL(href).pathname;
  if (/%(2f|5c|2e)/i.test(path)) return undefined;
  return path.startsWith(appConfig.channelPicturePath) ? href : undefined;
}
