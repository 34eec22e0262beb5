import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, setCookie } from './cookie.ts';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

describe('setCookie', () => {
  it('writes the value encoded, expiring 31 Dec 9999, on path /', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    setCookie('token', 'a b;c=d');
    expect(written).toHaveBeenCalledWith(
      'token=a%20b%3Bc%3Dd; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/',
    );
  });

  it('writes the given path', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    setCookie('lang', 'en', { path: '/h5' });
    expect(written).toHaveBeenCalledWith(
      'lang=en; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/h5',
    );
  });
});

describe('readCookie', () => {
  it('reads back what setCookie wrote', () => {
    setCookie('token', 'a b;c=d');
    setCookie('userId', '42');
    expect(readCookie('token')).toBe('a b;c=d');
    expect(readCookie('userId')).toBe('42');
  });

  it('returns undefined for a missing cookie and does not match name prefixes', () => {
    setCookie('sessionId', 'x');
    expect(readCookie('session')).toBeUndefined();
    expect(readCookie('missing')).toBeUndefined();
  });

  it('returns a value that is not valid URI encoding as it is', () => {
    document.cookie = 'raw=100%; path=/';
    expect(readCookie('raw')).toBe('100%');
  });
});
