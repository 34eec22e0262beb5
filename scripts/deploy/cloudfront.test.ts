// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import { findPage, notFoundPage } from '../../shared/config/pages.ts';
import {
  responseHeadersPolicy,
  viewerRequestFunction,
  viewerResponseFunction,
} from './cloudfront.ts';
import { offSitePaths } from './offSitePaths.ts';
import {
  contentSecurityPolicy,
  permissionsPolicy,
  strictTransportSecurityValue,
} from './securityHeaders.ts';

type Handler = (event: unknown) => Record<string, unknown>;
/** Runs a generated CloudFront Function's source the way CloudFront calls it. */
const handlerOf = (source: string) => new Function(`${source}\nreturn handler;`)() as Handler;

const pages = [findPage('landing'), findPage('orderDetail')];

describe('viewer-request function', () => {
  const handler = handlerOf(viewerRequestFunction(pages, '/h5/'));
  const request = (uri: string, querystring: Record<string, unknown> = {}) =>
    handler({ request: { uri, querystring } });

  it('serves the base and each clean path from its file, and leaves other paths alone', () => {
    expect(request('/h5/')).toMatchObject({ uri: '/h5/index.html' });
    expect(request('/h5/orderDetail')).toMatchObject({ uri: '/h5/orderDetail.html' });
    expect(request('/h5/assets/a-1.js')).toMatchObject({ uri: '/h5/assets/a-1.js' });
  });

  it('takes a trailing slash off with a 301 that keeps the query', () => {
    const answer = request('/h5/orderDetail/', {
      sessionId: { value: 's-1' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    });
    expect(answer).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/h5/orderDetail?sessionId=s-1&tag=a&tag=b' } },
    });
    expect(request('/h5/orderDetail//')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/h5/orderDetail' } },
    });
  });

  it.each(['/', '/h5/'])(
    'redirects no other address ending in a slash under %s: the origin answers the not-found page',
    (base) => {
      const prefixed = handlerOf(viewerRequestFunction(pages, base));
      // As asked, and decoded in case CloudFront hands the function the path that way.
      const addresses = offSitePaths
        .map((address) => address.replace(/\?.*$/, ''))
        .flatMap((address) => [address, decodeURIComponent(address)])
        .flatMap((address) => [address, `${base.replace(/\/$/, '')}${address}`])
        .concat(['/h5/assets/', '/h5/orderDetail.html/', '/orderDetail.html/']);
      for (const uri of addresses) {
        // The request goes on to the origin unchanged: no answer of the function's own.
        expect(prefixed({ request: { uri, querystring: { sessionId: { value: 'S1' } } } }), uri)
          .toEqual({ uri, querystring: { sessionId: { value: 'S1' } } });
      }
    },
  );
});

describe('viewer-response function', () => {
  const handler = handlerOf(
    viewerResponseFunction(defaultConfig, '/', [
      { page: findPage('landing'), styleHashes: ["'sha256-a='", "'sha256-b='"] },
      { page: findPage('complainPageNext'), styleHashes: ["'sha256-b='"] },
      { page: findPage('repay'), styleHashes: ["'sha256-b='"], scriptHashes: ["'sha256-js='"] },
      { page: notFoundPage, styleHashes: [] },
    ]),
  );
  const respond = (uri: string, statusCode = 200) =>
    handler({ request: { uri }, response: { statusCode, headers: {} } }).headers as Record<
      string,
      { value: string }
    >;

  it("gives each page its own policy, by file or clean path, and the 404 the not-found page's", () => {
    expect(respond('/index.html')['content-security-policy']?.value).toBe(
      contentSecurityPolicy(defaultConfig, ["'sha256-a='", "'sha256-b='"]),
    );
    expect(respond('/complainPageNext')['content-security-policy']?.value).toBe(
      contentSecurityPolicy(defaultConfig, ["'sha256-b='"]),
    );
    // A page's inline script (its figures script) by its hash, in script-src only.
    expect(respond('/repay')['content-security-policy']?.value).toBe(
      contentSecurityPolicy(defaultConfig, ["'sha256-b='"], '/', ["'sha256-js='"]),
    );
    expect(respond('/complainPageNext')['permissions-policy']?.value).toBe(
      permissionsPolicy(findPage('complainPageNext')),
    );
    expect(respond('/nowhere', 404)['content-security-policy']?.value).toBe(
      contentSecurityPolicy(defaultConfig, []),
    );
    expect(respond('/index.html')['reporting-endpoints']).toBeUndefined();
  });

  it('lets no other answer load anything, and the service worker fetch its own origin only', () => {
    for (const uri of ['/assets/a-1.js', '/assets/a-1.css', '/favicon.svg', '/manifest.json']) {
      expect(respond(uri), uri).toEqual({
        'content-security-policy': { value: "default-src 'none'" },
      });
    }
    expect(respond('/sw.js')).toEqual({
      'content-security-policy': { value: "default-src 'none'; connect-src 'self'" },
    });
  });

  it("names the build's report endpoint beside every page's policy, the 404's included", () => {
    const reporting = { ...defaultConfig, cspReportUrl: 'https://reports.example.ph/csp' };
    const reported = handlerOf(
      viewerResponseFunction(reporting, '/', [
        { page: findPage('landing'), styleHashes: [] },
        { page: notFoundPage, styleHashes: [] },
      ]),
    );
    for (const [uri, statusCode] of [
      ['/', 200],
      ['/nowhere', 404],
    ] as const) {
      const headers = reported({ request: { uri }, response: { statusCode, headers: {} } })
        .headers as Record<string, { value: string }>;
      expect(headers['reporting-endpoints']?.value, uri).toBe(
        'csp-endpoint="https://reports.example.ph/csp"',
      );
      expect(headers['content-security-policy']?.value, uri).toBe(
        contentSecurityPolicy(reporting, []),
      );
    }
  });
});

describe('response-headers policy', () => {
  it('asks every answer for https only, for a year, subdomains included', () => {
    const { ResponseHeadersPolicyConfig } = responseHeadersPolicy() as {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: number;
            IncludeSubdomains: boolean;
            Override: boolean;
          };
        };
      };
    };
    const sent = ResponseHeadersPolicyConfig.SecurityHeadersConfig.StrictTransportSecurity;
    expect(sent.Override).toBe(true);
    // The header CloudFront writes from these fields.
    expect(
      `max-age=${sent.AccessControlMaxAgeSec}${sent.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    ).toBe(strictTransportSecurityValue);
    expect(strictTransportSecurityValue).toBe('max-age=31536000; includeSubDomains');
  });
});
