// Where a server- or query-supplied address may take the borrower (contract §1 'common
// parameters', §3 openPage; spec §4 playeduL, §7 product links). The one place that decides: every
// such navigation resolves its address here first.
//
// The address is read by the URL parser the browser itself uses, never matched with patterns: the
// parser drops tabs, newlines and leading control characters, so `java\tscript:` and
// `\u0000javascript:` are `javascript:` to it, and a pattern that misses them would let them through.
import { appConfig } from '../config/appConfig.ts';
import { withCommonParams } from './pageQuery.ts';

/** What the borrower reads when an address is refused. */
export const refusedAddressMessage =
  'This link cannot be opened. Please try again later or contact customer service.';

export type Destination =
  /** This site, the API origin or a configured trusted origin: the web view, with the common parameters. */
  | { kind: 'site'; url: string }
  /** Another https host: the web view, the address exactly as the parser reads it, nothing added. */
  | { kind: 'external'; url: string }
  /** The app's deep-link scheme: handed to the shell (openPage). */
  | { kind: 'shell'; link: string }
  /** Anything else: nothing happens but this message. */
  | { kind: 'refused'; message: string };

export interface DestinationOptions {
  /**
   * Adds the common parameters to a trusted address, keeping values it already has (contract §1:
   * every in-app navigation carries them). Default true; false for an address already complete.
   */
  commonParams?: boolean;
}

const refused: Destination = { kind: 'refused', message: refusedAddressMessage };

function originOf(address: string | undefined): string | undefined {
  try {
    const origin = new URL(address ?? '').origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The page's own origin, the API origin when one is configured, and the configured list. */
export function trustedOrigins(): string[] {
  return [originOf(globalThis.location?.href), originOf(appConfig.apiOrigin)]
    .filter((origin): origin is string => origin !== undefined)
    .concat(appConfig.trustedOrigins);
}

/** `pesoagad://` as the parser writes it: the scheme is case-insensitive, so `PESOAGAD://` is it too. */
function deepLinkPrefix(): string | undefined {
  const scheme = appConfig.deepLinkScheme.trim().toLowerCase();
  const protocol = scheme.slice(0, scheme.indexOf(':') + 1);
  // A scheme of the web (or none at all) is never the app's.
  if (!/^[a-z][a-z0-9+.-]*:$/.test(protocol) || ['http:', 'https:'].includes(protocol)) {
    return undefined;
  }
  return scheme;
}

/**
 * Where `address` leads. Only absolute addresses are read (no base URL): a relative path or a
 * protocol-relative `//host` is refused, as is any address carrying a user name or password.
 * - http(s) on a trusted origin: `site`, with the common parameters unless `commonParams` is false.
 * - https on any other host: `external`, left as the server wrote it. Nothing is added and nothing
 *   removed: the common parameters go only where they are trusted, and what another host's address
 *   already carries is its own business.
 * - the configured deep-link scheme: `shell`.
 * - everything else (plain http to another host, `javascript:`, `data:`, `file:`, `intent:`,
 *   `blob:`, malformed, empty, not a string): `refused`.
 */
export function resolveDestination(
  address: unknown,
  options: DestinationOptions = {},
): Destination {
  if (typeof address !== 'string') return refused;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refused;
  }
  if (url.username !== '' || url.password !== '') return refused;

  if (url.protocol === 'https:' || url.protocol === 'http:') {
    if (trustedOrigins().includes(url.origin)) {
      const { commonParams = true } = options;
      return { kind: 'site', url: commonParams ? withCommonParams(url) : url.href };
    }
    return url.protocol === 'https:' ? { kind: 'external', url: url.href } : refused;
  }

  const prefix = deepLinkPrefix();
  if (prefix !== undefined && url.href.startsWith(prefix)) return { kind: 'shell', link: url.href };
  return refused;
}

/** The address to load in the web view, or undefined when the policy sends it nowhere there. */
export function webViewUrl(address: unknown, options?: DestinationOptions): string | undefined {
  const destination = resolveDestination(address, options);
  return destination.kind === 'site' || destination.kind === 'external'
    ? destination.url
    : undefined;
}
