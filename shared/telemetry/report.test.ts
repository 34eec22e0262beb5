// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  blockedSource,
  buildReport,
  cleanStack,
  cleanText,
  engineOf,
  pageNameOf,
  type ReportContext,
  versionOf,
  vitalReport,
} from './report.ts';

const context: ReportContext = {
  build: '36435b30a808',
  page: 'repay',
  engine: 'Blink',
  app: '2.4.0',
};

// What a borrower's page could put in an error: the address with its session, a phone number, an
// amount and a card number, in the message and in the stack.
const phone = '09171234567';
const card = '4111 1111 1111 1111';
const query = `sessionId=s-8842&userId=u-5531&deviceId=d-77&phone=${phone}`;
const personal = [
  phone,
  '0917 123 4567',
  '4111',
  's-8842',
  'u-5531',
  'd-77',
  '150000',
  '1,500.00',
  'maria@example.ph',
  'a8f5f167f44f4964e6c998dee827110c',
];

function personalError(): Error {
  const error = new TypeError(
    `Payment of ₱1,500.00 (150000) for ${phone} / 0917 123 4567 with card ${card} failed at ` +
      `https://h5.example.ph/repay?${query}#top, mail maria@example.ph, token a8f5f167f44f4964e6c998dee827110c`,
  );
  error.stack = [
    `TypeError: ${error.message}`,
    `    at payNow (https://h5.example.ph/assets/repay-Ab3dEf9h.js?${query}:1:23456)`,
    '    at https://h5.example.ph/assets/pageKit-Xy12Zq34.js:3:1207',
    `    at async submit (https://h5.example.ph/repay?${query}:14:9)`,
  ].join('\n');
  return error;
}

describe('buildReport', () => {
  it('reports an uncaught error with its kind, the build, page, engine and app version', () => {
    const report = buildReport({ type: 'error', error: new Error('boom') }, context);
    expect(report).toEqual({
      type: 'error',
      build: '36435b30a808',
      page: 'repay',
      engine: 'Blink',
      app: '2.4.0',
      message: 'boom',
      stack: expect.stringContaining('report.test.ts') as unknown,
    });
  });

  it('keeps nothing personal from a message and a stack that carry it', () => {
    const report = buildReport({ type: 'error', error: personalError() }, context);
    const sent = JSON.stringify(report);
    for (const value of personal) expect(sent, value).not.toContain(value);
    expect(sent).not.toMatch(/sessionId=|userId=|deviceId=|phone=|#top/);
    expect(report.message).toBe(
      'TypeError: Payment of [amount] ([number]) for [number] / [number] with card [number] ' +
        'failed at https://h5.example.ph/repay, mail [email], token [id]',
    );
    // The frames keep their scripts, lines and columns: what a source map needs.
    expect(report.stack).toBe(
      [
        'at payNow (https://h5.example.ph/assets/repay-Ab3dEf9h.js:1:23456)',
        'at https://h5.example.ph/assets/pageKit-Xy12Zq34.js:3:1207',
        'at async submit (https://h5.example.ph/repay:14:9)',
      ].join('\n'),
    );
  });

  it('reads a rejection, a thrown string and a thrown object alike', () => {
    expect(buildReport({ type: 'rejection', reason: new Error('no') }, context).message).toBe('no');
    expect(buildReport({ type: 'rejection', reason: `bad ${phone}` }, context).message).toBe(
      'bad [number]',
    );
    expect(buildReport({ type: 'rejection', reason: { code: phone } }, context)).toEqual({
      ...context,
      type: 'rejection',
      message: '(object)',
    });
    expect(
      buildReport({ type: 'rejection', reason: { message: `amount=${1500}` } }, context).message,
    ).toBe('amount=[redacted]');
  });

  it("reports a failure view by its kind, and a render error's message and stack", () => {
    expect(buildReport({ type: 'failure', failure: 'http' }, context)).toEqual({
      ...context,
      type: 'failure',
      failure: 'http',
    });
    const render = buildReport(
      { type: 'failure', failure: 'render', error: personalError() },
      context,
    );
    expect(render.failure).toBe('render');
    expect(render.stack?.split('\n')).toHaveLength(3);
    for (const value of personal) expect(JSON.stringify(render), value).not.toContain(value);
  });

  it('reports a chunk that failed to load by its script, without a query', () => {
    const report = buildReport(
      {
        type: 'chunk',
        error: new TypeError(
          `Failed to fetch dynamically imported module: https://h5.example.ph/assets/OrderDialogs-Q1w2E3r4.js?${query}`,
        ),
      },
      context,
    );
    expect(report.message).toBe(
      'TypeError: Failed to fetch dynamically imported module: https://h5.example.ph/assets/OrderDialogs-Q1w2E3r4.js',
    );
  });

  it("reports a policy violation's directive, the blocked origin and the script's place", () => {
    const report = buildReport(
      {
        type: 'csp',
        directive: 'img-src',
        blocked: `https://evil.example/qr.png?${query}`,
        source: `https://h5.example.ph/assets/repay-Ab3dEf9h.js?${query}`,
        line: 1,
        column: 4321,
      },
      context,
    );
    expect(report).toEqual({
      ...context,
      type: 'csp',
      directive: 'img-src',
      blocked: 'https://evil.example',
      source: 'https://h5.example.ph/assets/repay-Ab3dEf9h.js',
      line: 1,
      column: 4321,
    });
  });

  it('leaves the app version out unless the context has one', () => {
    const { app: _app, ...noApp } = context;
    expect(buildReport({ type: 'failure', failure: 'offline' }, noApp)).not.toHaveProperty('app');
  });
});

describe('cleanText', () => {
  it('takes the query and fragment off every address and keeps a frame position', () => {
    expect(cleanText(`see https://a.example/x?${query}#f and http://b.example/y#z`)).toBe(
      'see https://a.example/x and http://b.example/y',
    );
    expect(cleanText(`https://a.example/x.js?v=${phone}:12:345`)).toBe(
      'https://a.example/x.js:12:345',
    );
  });

  it('replaces numbers of four digits or more, with or without separators, and any amount', () => {
    expect(cleanText(`call ${phone}, card ${card} or 4111-1111-1111-1111`)).toBe(
      'call [number], card [number] or [number]',
    );
    expect(cleanText('due ₱500 or PHP 1.500,00 or $75')).toBe(
      'due [amount] or [amount] or [amount]',
    );
    // Short numbers stay: an HTTP status, React's error codes, a count.
    expect(cleanText('HTTP 500, Minified React error #418; 3 items')).toBe(
      'HTTP 500, Minified React error #418; 3 items',
    );
  });

  it('keeps the name of a pair and drops its value', () => {
    expect(cleanText(`bad ${query}`)).toBe(
      'bad sessionId=[redacted]&userId=[redacted]&deviceId=[redacted]&phone=[redacted]',
    );
  });
});

describe('cleanStack', () => {
  it("keeps at most 12 frames, and leaves out V8's first line, which is the message", () => {
    const frames = Array.from(
      { length: 20 },
      (_, index) => `    at f${index} (https://a.example/x.js:1:${index})`,
    );
    const cleaned = cleanStack(['Error: the message', ...frames].join('\n')).split('\n');
    expect(cleaned).toHaveLength(12);
    expect(cleaned[0]).toBe('at f0 (https://a.example/x.js:1:0)');
  });

  it("reads WebKit's and Gecko's frames", () => {
    expect(
      cleanStack(
        `payNow@https://a.example/assets/repay-Ab3dEf9h.js?${query}:1:23456\n@https://a.example/p.js:2:3\n[native code]`,
      ),
    ).toBe(
      'payNow@https://a.example/assets/repay-Ab3dEf9h.js:1:23456\n@https://a.example/p.js:2:3',
    );
  });
});

describe('blockedSource', () => {
  it('names a keyword or an origin, never a path or query', () => {
    expect(blockedSource('inline')).toBe('inline');
    expect(blockedSource('eval')).toBe('eval');
    expect(blockedSource(`https://evil.example:8443/a/${phone}?${query}`)).toBe(
      'https://evil.example:8443',
    );
  });
});

describe('vitalReport', () => {
  it("sends a metric's name, rounded value, rating and navigation, and nothing else of it", () => {
    expect(
      vitalReport(
        { name: 'LCP', value: 1234.56, rating: 'needs-improvement', navigationType: 'navigate' },
        context,
      ),
    ).toEqual({
      ...context,
      type: 'vital',
      name: 'LCP',
      value: 1235,
      rating: 'needs-improvement',
      navigation: 'navigate',
    });
    expect(
      vitalReport(
        { name: 'CLS', value: 0.012345, rating: 'good', navigationType: 'reload' },
        context,
      ).value,
    ).toBe(0.0123);
  });
});

describe('engineOf', () => {
  it.each([
    [
      'the iOS shell (WKWebView)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'WebKit',
    ],
    [
      'Chrome on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'WebKit',
    ],
    [
      'the Android shell (WebView)',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
      'Blink',
    ],
    [
      'WebKitGTK',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'WebKit',
    ],
    [
      'Firefox for Android',
      'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
      'Gecko',
    ],
    ['anything else', 'curl/8.5.0', 'other'],
  ])('%s', (_name, userAgent, engine) => {
    expect(engineOf(userAgent)).toBe(engine);
  });
});

describe('versionOf', () => {
  it('takes a version and nothing else', () => {
    expect(versionOf('2.4.0')).toBe('2.4.0');
    expect(versionOf('10')).toBe('10');
    expect(versionOf('')).toBeUndefined();
    expect(versionOf(phone)).toBeUndefined();
    expect(versionOf('2.4.0-s-8842')).toBeUndefined();
    expect(versionOf('1.2.3.4.5')).toBeUndefined();
  });
});

describe('pageNameOf', () => {
  const files = { landing: 'index.html', repay: 'repay.html', orderDetail: 'orderDetail.html' };
  it("names the page of a file, a clean path or the base's root, and nothing else", () => {
    expect(pageNameOf('/repay.html', files)).toBe('repay');
    expect(pageNameOf('/h5/orderDetail', files)).toBe('orderDetail');
    expect(pageNameOf('/h5/', files)).toBe('landing');
    expect(pageNameOf(`/repay/${phone}`, files)).toBe('unknown');
  });
});
