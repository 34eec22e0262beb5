import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  commonParamNames,
  commonParams,
  goToPage,
  pageUrl,
  queryValue,
  readPageQuery,
  refreshCommonParams,
  sitePath,
  withCommonParams,
} from './pageQuery.ts';

const shellQuery =
  '?productId=12&orderId=9001&sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0' +
  '&clientType=android&deviceName=Redmi%209A&osVersion=Android%2010&gps_adid=ga-5' +
  '&swift=sw&mock=status-200';

const shellCommon = {
  sessionId: 'sess-1',
  userId: 'u-7',
  deviceId: 'dev-3',
  appVersion: '2.4.0',
  clientType: 'android',
  deviceName: 'Redmi 9A',
  osVersion: 'Android 10',
  gps_adid: 'ga-5',
};

function openPage(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  refreshCommonParams();
  openPage('/x.html');
});

afterEach(() => {
  refreshCommonParams();
  openPage('/');
});

describe('readPageQuery', () => {
  it('reads the page query, first value of each key winning', () => {
    openPage('/x.html?orderId=1&orderId=2&productId=&name=J%C3%B6rg+Cruz');
    expect(readPageQuery()).toEqual({ orderId: '1', productId: '', name: 'Jörg Cruz' });
  });

  it('reads a given query string, with or without its ?', () => {
    expect(readPageQuery('?a=1&b=2&a=3')).toEqual({ a: '1', b: '2' });
    expect(readPageQuery('a=1')).toEqual({ a: '1' });
    expect(readPageQuery('')).toEqual({});
  });

  it('does not throw on garbled percent-encoding', () => {
    expect(readPageQuery('?orderId=100%&userId=a%zzb&%=x')).toEqual({
      orderId: '100%',
      userId: 'a%zzb',
      '%': 'x',
    });
    openPage('/x.html?sessionId=%E0%A4%A&deviceId=ok');
    expect(() => readPageQuery()).not.toThrow();
    expect(readPageQuery().deviceId).toBe('ok');
  });
});

describe('queryValue', () => {
  it('gives one value, trimmed, or an empty string', () => {
    openPage('/x.html?orderId=%20%209001%20&productId=12');
    expect(queryValue('orderId')).toBe('9001');
    expect(queryValue('productId')).toBe('12');
    expect(queryValue('missing')).toBe('');
    expect(queryValue('a', '?a=+b+')).toBe('b');
  });
});

describe('commonParams', () => {
  it('names exactly the session and device fields of the contract', () => {
    expect([...commonParamNames]).toEqual([
      'sessionId',
      'userId',
      'deviceId',
      'appVersion',
      'clientType',
      'deviceName',
      'osVersion',
      'gps_adid',
    ]);
  });

  it('takes only the common parameters from the page query', () => {
    openPage(`/orderDetail.html${shellQuery}`);
    expect(commonParams()).toEqual(shellCommon);
  });

  it('leaves out empty and absent ones', () => {
    openPage('/x.html?sessionId=s1&userId=&deviceId=d1&appVersion=&productId=3');
    expect(commonParams()).toEqual({ sessionId: 's1', deviceId: 'd1' });
  });

  it('is empty for a page without a query', () => {
    expect(commonParams()).toEqual({});
  });

  it('follows the page query as it changes', () => {
    openPage('/x.html?sessionId=s1');
    expect(commonParams()).toEqual({ sessionId: 's1' });
    openPage('/x.html?sessionId=s2');
    expect(commonParams()).toEqual({ sessionId: 's2' });
  });
});

describe('refreshCommonParams', () => {
  it('replaces the page query as the source, still keeping only common non-empty fields', () => {
    openPage(`/x.html${shellQuery}`);
    refreshCommonParams({ sessionId: 'fresh', appVersion: '3.0.0', osVersion: '', orderId: '5' });
    expect(commonParams()).toEqual({ sessionId: 'fresh', appVersion: '3.0.0' });
  });

  it('copies the values it is given', () => {
    const values = { deviceId: 'd1' };
    refreshCommonParams(values);
    values.deviceId = 'd2';
    expect(commonParams()).toEqual({ deviceId: 'd1' });
  });

  it('goes back to the page query when called without values', () => {
    openPage('/x.html?userId=u1');
    refreshCommonParams({ userId: 'u2' });
    expect(commonParams()).toEqual({ userId: 'u2' });
    refreshCommonParams();
    expect(commonParams()).toEqual({ userId: 'u1' });
  });
});

describe('withCommonParams', () => {
  it('adds the common parameters and the extra ones', () => {
    openPage('/x.html?sessionId=s1&deviceId=d1&orderId=9');
    const address = withCommonParams(new URL('https://pay.example.ph/go?ref=a'), { from: 'repay' });
    expect(address).toBe('https://pay.example.ph/go?ref=a&sessionId=s1&deviceId=d1&from=repay');
  });

  it('keeps values already in the address', () => {
    openPage('/x.html?sessionId=s1&userId=u1');
    const address = withCommonParams(new URL('https://pay.example.ph/go?sessionId=server&from=x'), {
      from: 'repay',
    });
    expect(address).toBe('https://pay.example.ph/go?sessionId=server&from=x&userId=u1');
  });

  it('does not change the given URL', () => {
    openPage('/x.html?sessionId=s1');
    const url = new URL('https://pay.example.ph/go');
    withCommonParams(url);
    expect(url.href).toBe('https://pay.example.ph/go');
  });
});

describe('the mock scenario on the dev server', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is carried to every page of this site, never to another origin', () => {
    vi.stubEnv('MODE', 'development');
    openPage('/orderDetail.html?sessionId=s1&mock=status-180-delay');
    expect(pageUrl('repay')).toBe(
      'http://localhost:3000/repay.html?mock=status-180-delay&sessionId=s1',
    );
    expect(withCommonParams(new URL('https://pay.example.ph/go'))).toBe(
      'https://pay.example.ph/go?sessionId=s1',
    );
  });

  it('is not carried by a build', () => {
    vi.stubEnv('MODE', 'production');
    vi.stubEnv('DEV', false);
    openPage('/orderDetail.html?sessionId=s1&mock=status-180-delay');
    expect(pageUrl('repay')).toBe('http://localhost:3000/repay.html?sessionId=s1');
  });
});

describe('pageUrl and sitePath', () => {
  it('gives the path of a page file', () => {
    expect(sitePath('repay')).toBe('/repay.html');
    expect(sitePath('landing')).toBe('/index.html');
  });

  it('keeps pages on this origin under the path of a base that names a CDN for the assets', () => {
    expect(sitePath('repay', '/h5/')).toBe('/h5/repay.html');
    expect(sitePath('repay', 'https://cdn.example/h5/')).toBe('/h5/repay.html');
  });

  it('builds /<file> on this origin with the common parameters and the given query', () => {
    openPage('/orderDetail.html?sessionId=s1&userId=u1&productId=12&orderId=9001');
    const address = new URL(pageUrl('repay', { orderId: '9001', productId: '12' }));

    expect(address.origin).toBe(window.location.origin);
    expect(address.pathname).toBe('/repay.html');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      orderId: '9001',
      productId: '12',
      sessionId: 's1',
      userId: 'u1',
    });
  });

  it('lets the given query win over a common parameter', () => {
    openPage('/x.html?sessionId=s1');
    const address = new URL(pageUrl('complaint', { sessionId: 'other' }));
    expect(address.searchParams.getAll('sessionId')).toEqual(['other']);
  });
});

describe('goToPage', () => {
  it('navigates with location.assign', () => {
    openPage('/x.html?sessionId=s1');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});

    goToPage('bindCard', { from: 'loanDetail' });

    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/bindCard.html?from=loanDetail&sessionId=s1`,
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the screen with location.replace when asked', () => {
    openPage('/x.html?userId=u1');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});

    goToPage('orderDetail', { orderId: '9001' }, { replace: true });

    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(
      `${window.location.origin}/orderDetail.html?orderId=9001&userId=u1`,
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
