import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Destination,
  refusedAddressMessage,
  resolveDestination,
  trustedOrigins,
  webViewUrl,
} from './urlPolicy.ts';

// The page runs on http://localhost:3000 (the test environment's origin). Besides it, the API
// origin and two configured origins are trusted, one of them a local one over plain http (which
// only development accepts).
vi.mock('../config/appConfig.ts', async () => {
  const { createConfig } = await import('../config/readConfig.ts');
  return {
    appConfig: createConfig(
      {
        VITE_API_ORIGIN: 'https://api.example.ph',
        VITE_TRUSTED_ORIGINS: 'https://h5.example.ph,http://127.0.0.1:8080',
      },
      { development: true },
    ),
  };
});

const session = 'sessionId=sess-1&userId=u-7';

beforeEach(() => {
  window.history.replaceState(null, '', `/orderDetail.html?productId=1001&${session}`);
});

const site = (url: string): Destination => ({ kind: 'site', url });
const external = (url: string): Destination => ({ kind: 'external', url });
const shell = (link: string): Destination => ({ kind: 'shell', link });
const refused: Destination = { kind: 'refused', message: refusedAddressMessage };

/**
 * Every address a server or a query might send, and where the policy sends it. Trusted here:
 * http://localhost:3000 (the page), https://api.example.ph (API), https://h5.example.ph and
 * http://127.0.0.1:8080 (configured). Common parameters of the page: sessionId, userId.
 */
const addresses: [address: unknown, outcome: Destination][] = [
  // Trusted origins: the web view, with the common parameters.
  ['https://h5.example.ph/confirm?x=1', site(`https://h5.example.ph/confirm?x=1&${session}`)],
  ['https://H5.EXAMPLE.PH/x', site(`https://h5.example.ph/x?${session}`)],
  ['https://h5.example.ph:443/x', site(`https://h5.example.ph/x?${session}`)],
  [' https://h5.example.ph/x\n', site(`https://h5.example.ph/x?${session}`)],
  [
    'https://h5.example.ph/x?sessionId=from-server',
    site('https://h5.example.ph/x?sessionId=from-server&userId=u-7'),
  ],
  ['http://localhost:3000/confirm', site(`http://localhost:3000/confirm?${session}`)],
  ['https://api.example.ph/help', site(`https://api.example.ph/help?${session}`)],
  ['http://127.0.0.1:8080/pay', site(`http://127.0.0.1:8080/pay?${session}`)],
  // Other https hosts, look-alikes included: the web view, nothing added, nothing removed.
  ['https://other.example/apply', external('https://other.example/apply')],
  [
    'https://other.example/a?sessionId=theirs',
    external('https://other.example/a?sessionId=theirs'),
  ],
  ['https://h5.example.ph.evil.example/', external('https://h5.example.ph.evil.example/')],
  ['https://evil.example/h5.example.ph', external('https://evil.example/h5.example.ph')],
  ['https://evil.example\\@h5.example.ph/', external('https://evil.example/@h5.example.ph/')],
  ['https://h5.example.ph:8443/x', external('https://h5.example.ph:8443/x')],
  ['https://localhost:3000/confirm', external('https://localhost:3000/confirm')],
  // Plain http to a host that is not trusted as http: refused (a trusted https host included).
  ['http://other.example/', refused],
  ['http://h5.example.ph/x', refused],
  ['http://localhost:3001/confirm', refused],
  // Credentials in the address: refused, wherever it points.
  ['https://user:pass@h5.example.ph/', refused],
  ['https://h5.example.ph@evil.example/', refused],
  ['pesoagad://user@product/1', refused],
  // Script and content schemes, however disguised.
  ['javascript:alert(1)', refused],
  ['java\tscript:alert(1)', refused],
  ['java\nscript:alert(1)', refused],
  ['\u0000javascript:alert(1)', refused],
  [' JaVaScRiPt:alert(1)', refused],
  ['javascript://h5.example.ph/%0aalert(1)', refused],
  ['data:text/html,<script>alert(1)</script>', refused],
  ['vbscript:msgbox(1)', refused],
  ['file:///etc/passwd', refused],
  ['intent://x#Intent;end', refused],
  ['blob:https://h5.example.ph/0b6c1f5e', refused],
  ['ftp://h5.example.ph/x', refused],
  ['mailto:support@pesoagad.ph', refused],
  // Not absolute addresses.
  ['//evil.example/x', refused],
  ['/confirm.html', refused],
  ['confirm.html', refused],
  ['h5.example.ph/confirm', refused],
  // The app's deep-link scheme: the shell; other apps' schemes are refused.
  ['pesoagad://product/1', shell('pesoagad://product/1')],
  ['pesoagad://product?productId=1003', shell('pesoagad://product?productId=1003')],
  ['PESOAGAD://x', shell('pesoagad://x')],
  ['pesoagad:product/1', refused],
  ['otherapp://product/1', refused],
  // Malformed, empty, not a string.
  ['https://', refused],
  ['http//broken', refused],
  ['https://exa mple.ph', refused],
  ['', refused],
  ['   ', refused],
  [42, refused],
  [null, refused],
  [undefined, refused],
  [{ href: 'https://h5.example.ph/' }, refused],
  [new URL('https://h5.example.ph/'), refused],
];

describe('resolveDestination', () => {
  it.each(addresses)('%j', (address, outcome) => {
    expect(resolveDestination(address)).toEqual(outcome);
  });

  it('never gives another host the session', () => {
    for (const [address] of addresses) {
      const destination = resolveDestination(address);
      if (destination.kind === 'external' || destination.kind === 'shell') {
        const href = destination.kind === 'external' ? destination.url : destination.link;
        expect(href).not.toContain('sess-1');
      }
    }
  });

  it('leaves a trusted address as it is when the caller asks for no common parameters', () => {
    expect(resolveDestination('https://h5.example.ph/x?a=1', { commonParams: false })).toEqual(
      site('https://h5.example.ph/x?a=1'),
    );
  });

  it('tells the borrower plainly that the link cannot be opened', () => {
    expect(refusedAddressMessage).toBe(
      'This link cannot be opened. Please try again later or contact customer service.',
    );
  });
});

describe('trustedOrigins', () => {
  it('are the page origin, the API origin and the configured ones', () => {
    expect(trustedOrigins()).toEqual([
      'http://localhost:3000',
      'https://api.example.ph',
      'https://h5.example.ph',
      'http://127.0.0.1:8080',
    ]);
  });
});

describe('webViewUrl', () => {
  it('is the address for the web view, trusted or external', () => {
    expect(webViewUrl('https://h5.example.ph/x')).toBe(`https://h5.example.ph/x?${session}`);
    expect(webViewUrl('https://other.example/x')).toBe('https://other.example/x');
  });

  it('is undefined for the shell and for refused addresses', () => {
    expect(webViewUrl('pesoagad://product/1')).toBeUndefined();
    expect(webViewUrl('java\tscript:alert(1)')).toBeUndefined();
    expect(webViewUrl('http://other.example/')).toBeUndefined();
  });
});
