// Cookie helper (spec §9): cookies are written to last until 31 Dec 9999.

const NEVER_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A cookie written by someone else may hold a bare '%'; it is returned as it is.
    return text;
  }
}

/** Writes `name=<encoded value>; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=<path, default />`. */
export function setCookie(name: string, value: string, options: { path?: string } = {}): void {
  if (typeof document === 'undefined') return;
  const path = options.path ?? '/';
  const cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  document.cookie = `${cookie}; expires=${NEVER_EXPIRES}; path=${path}`;
}

/** The decoded value of the named cookie, or undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const key = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (key !== '' && decode(key) === name) {
      return separator < 0 ? '' : decode(pair.slice(separator + 1).trim());
    }
  }
  return undefined;
}
