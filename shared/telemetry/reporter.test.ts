import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from './report.ts';
import { happeningOf, sendReport, startReporting } from './reporter.ts';

vi.mock('web-vitals', () => {
  // Each metric as web-vitals hands it over: with an id, entries and the page's address.
  const metric = (name: string, value: number) => (report: (metric: object) => void) =>
    report({
      name,
      value,
      rating: 'good',
      delta: value,
      id: 'v5-1718000000000-1234567890123',
      entries: [],
      navigationType: 'navigate',
      navigationURL: 'https://h5.example.ph/repay?sessionId=s-8842&phone=09171234567',
    });
  return {
    onLCP: metric('LCP', 1234.4),
    onINP: metric('INP', 96),
    onCLS: metric('CLS', 0.01234),
    onTTFB: metric('TTFB', 310.7),
  };
});

const phone = '09171234567';
const settings = { url: '/telemetry', sample: 0, build: '36435b30a808' };

/** The borrower's page as the shell opens it: its session and phone in the query. */
function openRepay() {
  window.history.replaceState(
    null,
    '',
    `/repay.html?sessionId=s-8842&userId=u-5531&appVersion=2.4.0&phone=${phone}`,
  );
}

/** An event of the given type carrying the given fields, as the browser would fire it. */
function browserEvent(type: string, fields: object): Event {
  return Object.assign(new Event(type), fields);
}

function uncaught(message: string): Event {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at pay (https://h5.example.ph/assets/repay-Ab3dEf9h.js:1:2345)`;
  return new ErrorEvent('error', { error, message });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('happeningOf', () => {
  it('reads each event the gate listens to, and a noted failure', () => {
    const error = new Error('x');
    expect(happeningOf(new ErrorEvent('error', { error, message: 'x' }))).toEqual({
      type: 'error',
      error,
      message: 'x',
    });
    expect(happeningOf(browserEvent('unhandledrejection', { reason: error }))).toEqual({
      type: 'rejection',
      reason: error,
    });
    expect(happeningOf(browserEvent('vite:preloadError', { payload: error }))).toEqual({
      type: 'chunk',
      error,
    });
    expect(
      happeningOf(
        browserEvent('securitypolicyviolation', {
          effectiveDirective: 'img-src',
          violatedDirective: 'img-src',
          blockedURI: 'https://evil.example/x.png',
          sourceFile: 'https://h5.example.ph/assets/repay-Ab3dEf9h.js',
          lineNumber: 1,
          columnNumber: 99,
        }),
      ),
    ).toEqual({
      type: 'csp',
      directive: 'img-src',
      blocked: 'https://evil.example/x.png',
      source: 'https://h5.example.ph/assets/repay-Ab3dEf9h.js',
      line: 1,
      column: 99,
    });
    expect(happeningOf({ failure: 'timeout' })).toEqual({
      type: 'failure',
      failure: 'timeout',
      error: undefined,
    });
    expect(happeningOf(new Event('click'))).toBeUndefined();
  });
});

describe('startReporting', () => {
  it('reports what the gate kept and what it hears later, each error once', () => {
    openRepay();
    const sent: Report[] = [];
    const hear = startReporting(
      [uncaught(`Card 4111 1111 1111 1111 of ${phone} refused`), { failure: 'http' }],
      settings,
      (report) => sent.push(report),
    );
    hear(uncaught(`Card 4111 1111 1111 1111 of ${phone} refused`));
    hear({ failure: 'http' });
    hear(browserEvent('unhandledrejection', { reason: new Error('later') }));

    expect(sent).toEqual([
      {
        type: 'error',
        build: '36435b30a808',
        page: 'repay',
        engine: expect.any(String) as unknown,
        app: '2.4.0',
        message: 'Card [number] of [number] refused',
        stack: 'at pay (https://h5.example.ph/assets/repay-Ab3dEf9h.js:1:2345)',
      },
      {
        type: 'failure',
        build: '36435b30a808',
        page: 'repay',
        engine: expect.any(String) as unknown,
        app: '2.4.0',
        failure: 'http',
      },
      expect.objectContaining({ type: 'rejection', message: 'later' }) as unknown,
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/s-8842|u-5531|09171234567|4111/);
  });

  it('sends each report as JSON with sendBeacon to the endpoint', async () => {
    openRepay();
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const hear = startReporting([], settings);
    hear({ failure: 'offline' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/telemetry');
    expect(JSON.parse(String(body))).toEqual({
      type: 'failure',
      build: '36435b30a808',
      page: 'repay',
      engine: expect.any(String) as unknown,
      app: '2.4.0',
      failure: 'offline',
    });
    // No speed for a page view left out of the sample.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("reports a sampled page view's LCP, INP, CLS and TTFB, and nothing else of each metric", async () => {
    openRepay();
    const sent: Report[] = [];
    startReporting([], { ...settings, sample: 1 }, (report) => sent.push(report));
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    const context = {
      build: '36435b30a808',
      page: 'repay',
      engine: expect.any(String) as unknown,
      app: '2.4.0',
    };
    expect(sent).toEqual([
      {
        type: 'vital',
        ...context,
        name: 'LCP',
        value: 1234,
        rating: 'good',
        navigation: 'navigate',
      },
      { type: 'vital', ...context, name: 'INP', value: 96, rating: 'good', navigation: 'navigate' },
      {
        type: 'vital',
        ...context,
        name: 'CLS',
        value: 0.0123,
        rating: 'good',
        navigation: 'navigate',
      },
      {
        type: 'vital',
        ...context,
        name: 'TTFB',
        value: 311,
        rating: 'good',
        navigation: 'navigate',
      },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/v5-|s-8842|09171234567/);
  });

  it('sends nothing in a build without an endpoint', () => {
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const hear = startReporting([uncaught('boom')], false);
    hear(uncaught('bang'));
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('sendReport', () => {
  it('does nothing where the browser has no sendBeacon', () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    expect(() =>
      sendReport('/telemetry', { type: 'failure', build: 'b', page: 'repay', engine: 'other' }),
    ).not.toThrow();
  });
});
