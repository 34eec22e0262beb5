import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record, recordAll } from '../../tests/setup/apiHarness.ts';
import { defaultConfig } from '../config/config.ts';
import { refreshCommonParams } from '../navigation/pageQuery.ts';
import { toastStore } from '../notify/toastStore.ts';
import { api, createApi } from './client.ts';
import { headerSafe, syncProductId } from './request.ts';
import { endpoints } from './endpoints.ts';
import { asRecord, readMinorUnits } from './parse.ts';
import { isUnknownOutcome, unknownOutcomeMessages } from './result.ts';

const shellQuery =
  '?productId=12&orderId=9001&sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0&clientType=android' +
  '&swift=sw-token&eyes=ey-token&building=bu-token&gather=ga-token&mock=ignored';

function openPageWith(search: string) {
  window.history.replaceState(null, '', `/orderDetail.html${search}`);
}

const currentToast = () => toastStore.getState().current?.text;

beforeEach(() => openPageWith(shellQuery));
afterEach(() => {
  refreshCommonParams();
  vi.useRealTimers();
});

describe('requests on the wire', () => {
  it('form client: POST under /maxwell, form body, common parameters in the query, swift/eyes headers', async () => {
    const seen = record('loanDetails');

    await api.call(endpoints.loanDetails, { productId: 12, orderId: '9001' });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/maxwell/v3/loan-details/loan-details');
    expect(request?.query).toEqual({
      sessionId: 'sess-1',
      userId: 'u-7',
      deviceId: 'dev-3',
      appVersion: '2.4.0',
      clientType: 'android',
    });
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      swift: 'sw-token',
      eyes: 'ey-token',
    });
    expect(request?.headers).not.toHaveProperty('building');
    expect(request?.body).toEqual({
      productId: '12',
      orderId: '9001',
      product_id: '12',
    });
  });

  it('JSON client: promotion path, JSON body, building/gather headers', async () => {
    const seen = record('promotionSms');

    await api.call(endpoints.promotionSms, { phone: '13812345678', capcode: 'ab12', sid: 's-9' });

    const [request] = seen;
    expect(request?.url.pathname).toBe('/api/v2/market/service/promotion/get-sms');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.headers).toMatchObject({
      building: 'bu-token',
      gather: 'ga-token',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(request?.headers).not.toHaveProperty('swift');
    expect(request?.body).toEqual({
      phone: '13812345678',
      capcode: 'ab12',
      sid: 's-9',
    });
  });

  it('sends empty header values when the page query has none', async () => {
    openPageWith('?sessionId=s');
    const seen = record('eventSave');

    await api.call(endpoints.eventSave, { productId: 1 });

    expect(seen[0]?.headers).toMatchObject({ swift: '', eyes: '' });
  });

  it.each([
    ['a character beyond Latin-1', '%E2%82%AC'],
    ['a line break', 'a%0Ab'],
    ['a NUL', 'a%00b'],
  ])('sends an empty header for %s in the query, and the call goes through', async (_, bad) => {
    openPageWith(`?sessionId=s&swift=${bad}&eyes=ey-token&building=${bad}&gather=ga-token`);
    const form = record('eventSave');
    const json = record('promotionSms');

    expect((await api.call(endpoints.eventSave, {})).success).toBe(true);
    expect((await api.call(endpoints.promotionSms, {})).success).toBe(true);

    expect(form[0]?.headers).toMatchObject({ swift: '', eyes: 'ey-token' });
    expect(json[0]?.headers).toMatchObject({ building: '', gather: 'ga-token' });
    expect(currentToast()).toBeUndefined();
  });

  it('GET: the endpoint parameters join the common parameters in the query', async () => {
    const seen = record('agreementList');

    await api.call(endpoints.agreementList, { product_id: 12, scene: 3 });

    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.query).toMatchObject({
      sessionId: 'sess-1',
      product_id: '12',
      productId: '12',
      scene: '3',
    });
    expect(seen[0]?.body).toBeUndefined();
  });

  it('multipart upload sends the file under its field name', async () => {
    const seen = record('complaintUploadImage');

    await api.call(endpoints.complaintUploadImage, {
      problemImage: new File(['png'], 'sms.png', { type: 'image/png' }),
    });

    expect(seen[0]?.headers['content-type']).toContain('multipart/form-data');
    const image = seen[0]?.body?.problemImage;
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('sms.png');
  });

  it('uses refreshed common parameters', async () => {
    refreshCommonParams({ sessionId: 'fresh', deviceId: 'dev-9', notCommon: 'x' });
    const seen = record('eventSave');

    await api.call(endpoints.eventSave, {});

    expect(seen[0]?.query).toEqual({
      sessionId: 'fresh',
      deviceId: 'dev-9',
    });
  });

  it('renames paths through the obfuscation map', async () => {
    const config = { ...defaultConfig, pathMap: { '/v3/loan-details/loan-details': '/x1/y2' } };
    const seen = record('loanDetails', { config });
    answer('loanDetails', { data: {} }, { config });

    const result = await createApi(config).call(endpoints.loanDetails, {});

    expect(result.success).toBe(true);
    expect(seen[0]?.url.pathname).toBe('/maxwell/x1/y2');
  });
});

describe('header values from the page query', () => {
  it('keeps valid header text, Latin-1 included, and drops anything else', () => {
    expect(headerSafe('sw-token')).toBe('sw-token');
    expect(headerSafe('  Abc/123+=  ')).toBe('Abc/123+=');
    expect(headerSafe('caf\u00e9 \u00f1')).toBe('caf\u00e9 \u00f1');
    expect(headerSafe('')).toBe('');
    expect(headerSafe('\u20ac')).toBe('');
    expect(headerSafe('12\u20ac')).toBe('');
    expect(headerSafe('a\nb')).toBe('');
    expect(headerSafe('a\rb')).toBe('');
    expect(headerSafe('a\u0000b')).toBe('');
    expect(headerSafe('\u0000')).toBe('');
  });
});

describe('productId and product_id', () => {
  it('fills either from the other and keeps both when both are given', () => {
    expect(syncProductId({ productId: 5 })).toEqual({ productId: 5, product_id: 5 });
    expect(syncProductId({ product_id: '6' })).toEqual({ product_id: '6', productId: '6' });
    expect(syncProductId({ productId: 5, product_id: 7 })).toEqual({ productId: 5, product_id: 7 });
    expect(syncProductId({ orderId: 1 })).toEqual({ orderId: 1 });
  });
});

describe('normalised result', () => {
  it('success per family: 0 for common calls', async () => {
    answer('loanDetails', { code: 0, message: 'ok', data: { orderStatus: 174 } });

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toEqual({
      success: true,
      code: 0,
      message: 'ok',
      data: { orderStatus: 174 },
      raw: { code: 0, message: 'ok', data: { orderStatus: 174 } },
    });
  });

  it("success per family: '00' for the /gopia/goya and complaint rows, and 0 is not success there", async () => {
    answer('productJump', { code: '00', data: { link: 'https://a.test' } });
    expect((await api.call(endpoints.productJump, {})).success).toBe(true);

    answer('productJump', { code: 0, message: 'Product unavailable' });
    const failed = await api.call(endpoints.productJump, {});
    expect(failed).toMatchObject({
      success: false,
      code: 0,
      message: 'Product unavailable',
      failure: 'business',
    });
  });

  it("success per family: '0' for get-sid, and '00' is not success there", async () => {
    answer('promotionSid', { code: '0', data: { sid: 's1' } });
    expect((await api.call(endpoints.promotionSid, {})).success).toBe(true);

    answer('promotionSid', { code: '00', message: 'Try later' });
    expect((await api.call(endpoints.promotionSid, {})).success).toBe(false);
  });

  it('parses data into domain objects with defaults', async () => {
    answer('contactInfo', { code: 0, data: null });

    const result = await api.call(
      endpoints.contactInfo,
      {},
      {
        parse: (data) => ({ email: typeof data === 'string' ? data : 'none' }),
      },
    );

    expect(result.success && result.data).toEqual({ email: 'none' });
  });

  it('a parser that throws makes the call fail as malformed, not crash', async () => {
    answer('contactInfo', { code: 0, data: 'oops' });

    const result = await api.call(
      endpoints.contactInfo,
      {},
      {
        parse: () => {
          throw new Error('bad shape');
        },
      },
    );

    expect(result).toMatchObject({ success: false, failure: 'malformed' });
    expect(currentToast()).toBe('We received an unexpected reply. Please try again.');
  });
});

describe('toasts and failures', () => {
  it('shows the server message for a business failure and resolves', async () => {
    answer('loanDetails', { code: 1001, message: 'Order not found' });

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({
      success: false,
      code: 1001,
      message: 'Order not found',
      data: undefined,
    });
    expect(currentToast()).toBe('Order not found');
  });

  it('cuts a server message to 2,000 characters', async () => {
    answer('loanDetails', { code: 1001, message: 'x'.repeat(100_000) });
    const result = await api.call(endpoints.loanDetails, {});
    expect(result.message).toHaveLength(2000);
    expect(currentToast()).toHaveLength(2000);
  });

  it('fails with its own kind and message when the parser cannot read an amount', async () => {
    answer('loanDetails', { data: { amount: 'N/A' } });
    const result = await api.call(
      endpoints.loanDetails,
      {},
      {
        parse: (data) => readMinorUnits(asRecord(data).amount, 'amount'),
      },
    );
    expect(result).toMatchObject({
      success: false,
      failure: 'amount',
      message: 'This amount could not be read',
    });
    expect(currentToast()).toBe('This amount could not be read');
  });

  it('shows the message a call puts inside data when the envelope has none', async () => {
    answer('productJump', {
      code: '01',
      data: { link: '', message: 'This product is not available right now' },
    });

    const result = await api.call(endpoints.productJump, {});

    expect(result).toMatchObject({
      success: false,
      message: 'This product is not available right now',
    });
    expect(currentToast()).toBe('This product is not available right now');
  });

  it('stays quiet when the caller opts out', async () => {
    answer('loanDetails', { code: 1001, message: 'Order not found' });

    await api.call(endpoints.loanDetails, {}, { silent: true });

    expect(currentToast()).toBeUndefined();
  });

  it('shows the loading text while the request runs and removes it after', async () => {
    answer('loanDetails', { data: {} }, { delay: 30 });

    const pending = api.call(endpoints.loanDetails, {}, { loading: 'Loading...' });
    expect(toastStore.getState().loading.map((entry) => entry.text)).toEqual(['Loading...']);
    await pending;
    expect(toastStore.getState().loading).toEqual([]);
  });

  it('HTTP error without an envelope settles with a clear message', async () => {
    answer('loanDetails', { status: 502, text: '<h1>502</h1>', contentType: 'text/html' });

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({ success: false, code: 502, failure: 'http' });
    expect(currentToast()).toBe('The service is busy right now. Please try again in a moment.');
  });

  it.each([500, 404])(
    'an HTTP %i is a failure even when its body has a success code',
    async (status) => {
      answer('loanDetails', { status, code: 0, message: 'success', data: {} });

      const result = await api.call(endpoints.loanDetails, {});

      expect(result).toMatchObject({ success: false, code: status, failure: 'http' });
      // Never 'success' as the reason a call failed.
      expect(currentToast()).toBe('The service is busy right now. Please try again in a moment.');
    },
  );

  it("an HTTP error shows the body's own message when it has one", async () => {
    answer('loanDetails', { status: 503, code: 1, message: 'Down for maintenance' });

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({
      success: false,
      code: 503,
      failure: 'http',
      message: 'Down for maintenance',
    });
    expect(currentToast()).toBe('Down for maintenance');
  });

  it('an HTTP 500 with an HTML body shows the busy message', async () => {
    answer('loanDetails', {
      status: 500,
      text: '<html><body>Internal error</body></html>',
      contentType: 'text/html',
    });

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({ success: false, code: 500, failure: 'http' });
    expect(currentToast()).toBe('The service is busy right now. Please try again in a moment.');
  });

  it('a garbled 200 body settles as malformed', async () => {
    answer('loanDetails', { text: '{"code":0,"da' });

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({ success: false, failure: 'malformed' });
  });

  it('a network failure settles with the network message', async () => {
    answer('loanDetails', 'network-error');

    const result = await api.call(endpoints.loanDetails, {}, { loading: 'Loading...' });

    expect(result).toMatchObject({ success: false, failure: 'network' });
    expect(currentToast()).toBe('Network error. Please check your connection and try again.');
    expect(toastStore.getState().loading).toEqual([]);
  });

  it("complaint and legacy calls show 'error' on a network failure (spec §8)", async () => {
    answer('complaintList', 'network-error');

    await api.call(endpoints.complaintList, {});

    expect(currentToast()).toBe('error');
  });

  it('says so when the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer('loanDetails', 'network-error');

    const result = await api.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({ success: false, failure: 'offline' });
    expect(currentToast()).toBe('You are offline. Please check your connection and try again.');
  });

  it('times out after 60 000 ms and settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer('loanDetails', { data: {} }, { delay: 'infinite' });
    let settled: unknown;
    const pending = api.call(endpoints.loanDetails, {}).then((result) => {
      settled = result;
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;

    expect(settled).toMatchObject({ success: false, failure: 'timeout', code: 'timeout' });
    expect(currentToast()).toBe(
      'The request timed out. Please check your connection and try again.',
    );
  });

  it('times out when the body stalls after the headers, and aborts the request', async () => {
    let requestSignal: AbortSignal | undefined;
    answer('loanDetails', (request) => {
      requestSignal = request.signal;
      const stalled = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,'));
        },
      });
      return new HttpResponse(stalled, { headers: { 'Content-Type': 'application/json' } });
    });
    const quick = createApi({ ...defaultConfig, requestTimeoutMs: 50 });

    const result = await quick.call(endpoints.loanDetails, {}, { loading: 'Loading...' });

    expect(result).toMatchObject({ success: false, failure: 'timeout', code: 'timeout' });
    expect(currentToast()).toBe(
      'The request timed out. Please check your connection and try again.',
    );
    expect(toastStore.getState().loading).toEqual([]);
    expect(requestSignal?.aborted).toBe(true);
  });

  it('times out when the headers never come', async () => {
    answer('loanDetails', { data: {} }, { delay: 'infinite' });
    const quick = createApi({ ...defaultConfig, requestTimeoutMs: 50 });

    const result = await quick.call(endpoints.loanDetails, {});

    expect(result).toMatchObject({ success: false, failure: 'timeout', code: 'timeout' });
    expect(currentToast()).toBe(
      'The request timed out. Please check your connection and try again.',
    );
  });

  it('leaves no deadline timer behind once a call settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer('loanDetails', { data: {} });
    expect((await api.call(endpoints.loanDetails, {})).success).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    answer('loanDetails', { status: 500, code: 0 });
    expect((await api.call(endpoints.loanDetails, {}, { silent: true })).success).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    answer('loanDetails', 'network-error');
    expect(await api.call(endpoints.loanDetails, {}, { silent: true })).toMatchObject({
      failure: 'network',
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('request keys (contract §2 Idempotency-Key)', () => {
  it('a keyed row sends its request key, the same value on every retry of the action', async () => {
    const seen = record('loanPush');
    answer('loanPush', 'network-error', { once: true });
    const push = { amount: '850000', periods: '120', termUnit: '1', productId: '12' };

    const lost = await api.call(endpoints.loanPush, push, { requestKey: 'key-7' });
    const retried = await api.call(endpoints.loanPush, push, { requestKey: 'key-7' });

    expect([lost.success, retried.success]).toEqual([false, true]);
    expect(seen.map((call) => call.headers['idempotency-key'])).toEqual(['key-7', 'key-7']);
  });

  it('only the keyed rows carry the header', async () => {
    const keyed = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.requestKey !== undefined)
      .map(([name]) => name);
    expect(keyed.sort()).toEqual(
      [
        'bindCardChange',
        'bindCardNew',
        'generatePayCode',
        'legacyRepaymentCommit',
        'legacyRepaymentConfirm',
        'loanPush',
        'loanPushV2',
        'promotionRegister',
      ].sort(),
    );
    const seen = record('loanDetails');
    await api.call(endpoints.loanDetails, { productId: 12 });
    expect(seen[0]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('a keyed row without its key is never sent', async () => {
    const seen = recordAll();
    const call = api.call as (...args: unknown[]) => Promise<unknown>;
    await expect(call(endpoints.generatePayCode, { orderId: '9001' })).rejects.toThrow(
      /request key/,
    );
    expect(seen).toEqual([]);
  });

  it('an answer that never came says the outcome is unknown, in the words of its action', async () => {
    answer('generatePayCode', { status: 502, text: '<html>Bad gateway</html>' });
    const result = await api.call(endpoints.generatePayCode, {}, { requestKey: 'key-1' });
    expect(result).toMatchObject({ success: false, failure: 'http' });
    expect(result.message).toBe(unknownOutcomeMessages.payment);
    expect(currentToast()).toBe(unknownOutcomeMessages.payment);
  });

  it("the server's no is a definite answer and keeps its own message", async () => {
    answer('bindCardNew', { code: 1, message: 'This account cannot be used.' });
    const result = await api.call(endpoints.bindCardNew, {}, { requestKey: 'key-1' });
    expect(result).toMatchObject({ success: false, failure: 'business' });
    expect(currentToast()).toBe('This account cannot be used.');
  });

  it('a 409 is a refused key: no toast of its own, the outcome stays unknown', async () => {
    const seen = record('generatePayCode');
    answer('generatePayCode', { status: 409, code: 409, message: 'still processing' });
    const result = await api.call(endpoints.generatePayCode, {}, { requestKey: 'key-1' });
    expect(seen).toHaveLength(1);
    expect(result).toMatchObject({ success: false, failure: 'stillProcessing', code: 409 });
    // The page that sent it names the request still being checked (shared/requestKeys/).
    expect(currentToast()).toBeUndefined();
    expect(isUnknownOutcome(result)).toBe(true);
  });

  it('a 422 refuses only the request just sent: no retry, the outcome stays unknown, no toast of its own', async () => {
    const seen = record('bindCardNew');
    answer('bindCardNew', { status: 422, code: 422, message: 'key reused' });
    const result = await api.call(endpoints.bindCardNew, {}, { requestKey: 'key-1' });
    expect(seen).toHaveLength(1);
    expect(result).toMatchObject({ success: false, failure: 'keyReused', code: 422 });
    expect(isUnknownOutcome(result)).toBe(true);
    expect(currentToast()).toBeUndefined();
  });

  it('a 409 or 422 of a call without a key is an ordinary HTTP failure', async () => {
    answer('loanDetails', { status: 422, code: 422, message: '' });
    const result = await api.call(endpoints.loanDetails, {});
    expect(result).toMatchObject({ success: false, failure: 'http', code: 422 });
  });
});
