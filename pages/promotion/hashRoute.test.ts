// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { adoptHashQuery, parseHash, routeHash } from './hashRoute.ts';

describe('parseHash', () => {
  it.each([
    ['', 'register'],
    ['#', 'register'],
    ['#/', 'register'],
    ['#/downloadTemplate', 'download'],
    ['#/downloadTemplate/', 'download'],
    ['#/agreementTemplate', 'agreement'],
    ['#/somewhereElse', 'register'],
  ])('%j is the %s view', (hash, route) => {
    expect(parseHash(hash).route).toBe(route);
  });

  it('reads the query written after the route', () => {
    expect(parseHash('#/downloadTemplate?app_from=fb&id=7&links_id=L5')).toEqual({
      route: 'download',
      query: { app_from: 'fb', id: '7', links_id: 'L5' },
    });
  });
});

describe('routeHash', () => {
  it('writes the route and its query', () => {
    expect(routeHash('download', { app_from: 'fb', id: '7' })).toBe(
      '#/downloadTemplate?app_from=fb&id=7',
    );
    expect(routeHash('agreement')).toBe('#/agreementTemplate');
    expect(routeHash('register')).toBe('#/');
  });

  it('reads back what it writes', () => {
    const query = { utm_tag: 'a b&c', id: '7' };
    expect(parseHash(routeHash('download', query))).toEqual({ route: 'download', query });
  });
});

describe('adoptHashQuery', () => {
  it("moves a campaign query written in the hash into the page's query", () => {
    const replaceState = vi.fn();
    adoptHashQuery(
      { href: 'https://h5.test/promotion.html?id=7#/?app_from=fb&id=9' },
      { replaceState },
    );
    expect(replaceState).toHaveBeenCalledWith(
      null,
      '',
      'https://h5.test/promotion.html?id=7&app_from=fb#/',
    );
  });

  it('leaves the download and agreement views and a hash without a query alone', () => {
    const replaceState = vi.fn();
    adoptHashQuery(
      { href: 'https://h5.test/promotion.html#/downloadTemplate?id=7' },
      { replaceState },
    );
    adoptHashQuery({ href: 'https://h5.test/promotion.html?id=7#/' }, { replaceState });
    expect(replaceState).not.toHaveBeenCalled();
  });
});
