// The test helpers that answer and record endpoints by name (contract §2 envelopes).
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createApi } from '../../shared/api/client.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import { answer, openPage, type RecordedCall, record, recordAll } from './apiHarness.ts';
import { endpoints } from '../../shared/api/endpoints.ts';

beforeEach(() => openPage('&swift=sw-token&appVersion=2.4.0'));
afterEach(() => {
  vi.useRealTimers();
});

describe('answer', () => {
  it.each([
    ['loanDetails', 0],
    ['productJump', '00'],
    ['promotionSid', '0'],
  ] as const)('{ data } gives %s the success code %j of its family', async (name, code) => {
    answer(name, { data: { link: 'x' } });

    const result = await api.call(endpoints[name], {});

    expect(result).toMatchObject({ success: true, data: { link: 'x' } });
    expect(result.raw).toEqual({ code, message: 'success', data: { link: 'x' } });
  });

  it('{ code, message } is a business failure carrying exactly those keys', async () => {
    answer('productJump', { code: '01', message: 'Sold out.' });

    const result = await api.call(endpoints.productJump, {}, { silent: true });

    expect(result).toMatchObject({ success: false, failure: 'business', message: 'Sold out.' });
    expect(result.raw).toEqual({ code: '01', message: 'Sold out.' });
  });

  it('{ status, data } sends the success envelope under that HTTP status', async () => {
    answer('loanDetails', { status: 500, data: {} });

    const result = await api.call(endpoints.loanDetails, {}, { silent: true });

    expect(result).toMatchObject({ success: false, failure: 'http', code: 500 });
    expect(result.raw).toEqual({ code: 0, message: 'success', data: {} });
  });

  it('{ text } sends the body as it is', async () => {
    answer('contactInfo', { text: '{"code":0,"da' });

    expect(await api.call(endpoints.contactInfo, {}, { silent: true })).toMatchObject({
      success: false,
      failure: 'malformed',
    });
  });

  it("'network-error' fails the connection", async () => {
    answer('contactInfo', 'network-error');

    expect(await api.call(endpoints.contactInfo, {}, { silent: true })).toMatchObject({
      success: false,
      failure: 'network',
    });
  });

  it('a function builds the reply from the request', async () => {
    answer('eventSave', (request) =>
      HttpResponse.json({ code: 0, data: { method: request.method } }),
    );

    expect(await api.call(endpoints.eventSave, {})).toMatchObject({ data: { method: 'POST' } });
  });

  it('{ delay } holds the reply back that long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer('contactInfo', { data: {} }, { delay: 1000 });
    let settled = false;
    const pending = api.call(endpoints.contactInfo, {}).then(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });

  it('the latest answer wins, and { once } gives way after one call', async () => {
    answer('contactInfo', { data: { email: 'first@lender.ph' } });
    answer('contactInfo', { data: { email: 'second@lender.ph' } });
    answer('contactInfo', 'network-error', { once: true });

    const replies = [];
    for (let i = 0; i < 3; i += 1) {
      replies.push((await api.call(endpoints.contactInfo, {}, { silent: true })).data);
    }

    expect(replies).toEqual([
      undefined,
      { email: 'second@lender.ph' },
      { email: 'second@lender.ph' },
    ]);
  });

  it('{ once } over the mock: the mock answers the next call', async () => {
    answer('loanDetails', 'network-error', { once: true });

    expect((await api.call(endpoints.loanDetails, {}, { silent: true })).success).toBe(false);
    expect(await api.call(endpoints.loanDetails, {})).toMatchObject({
      success: true,
      data: { orderStatus: 174 },
    });
  });

  it('{ config } answers at the path a path map gives', async () => {
    const config = { ...defaultConfig, pathMap: { '/v3/loan-details/loan-details': '/x1/y2' } };
    answer('loanDetails', { data: { orderStatus: 9 } }, { config });

    expect(await createApi(config).call(endpoints.loanDetails, {})).toMatchObject({
      data: { orderStatus: 9 },
    });
  });
});

describe('record', () => {
  it('records a form call while the mock still replies', async () => {
    const calls = record('loanDetails');

    const result = await api.call(endpoints.loanDetails, { orderId: 'PA77' });

    expect(result).toMatchObject({ success: true, data: { orderStatus: 174 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      query: { sessionId: 'sess-1', userId: 'u-7', deviceId: 'dev-3', appVersion: '2.4.0' },
      headers: { swift: 'sw-token', 'x-requested-with': 'XMLHttpRequest' },
      body: { orderId: 'PA77' },
    });
    expect(calls[0]?.url.pathname).toBe('/maxwell/v3/loan-details/loan-details');
  });

  it('records JSON bodies as objects, multipart files as File and no body as undefined', async () => {
    const sms = record('promotionSms');
    const upload = record('complaintUploadImage');
    const agreements = record('agreementList');

    await api.call(endpoints.promotionSms, { phone: '09171234567', capcode: 'ab12' });
    await api.call(endpoints.complaintUploadImage, {
      problemImage: new File(['png'], 'sms.png', { type: 'image/png' }),
    });
    await api.call(endpoints.agreementList, { scene: 3 });

    expect(sms[0]?.body).toEqual({ phone: '09171234567', capcode: 'ab12' });
    const image = upload[0]?.body?.problemImage;
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('sms.png');
    expect(agreements[0]).toMatchObject({ method: 'GET', body: undefined, query: { scene: '3' } });
  });

  it('sees the calls an answer replies to, whichever of the two came first', async () => {
    const before = record('contactInfo');
    answer('contactInfo', { data: { email: 'a@b.ph' } });
    const after = record('contactInfo');

    const result = await api.call(endpoints.contactInfo, { overall: 30 });

    expect(result.data).toEqual({ email: 'a@b.ph' });
    expect(before.map((call) => call.body)).toEqual([{ overall: '30' }]);
    expect(after.map((call) => call.body)).toEqual([{ overall: '30' }]);
  });
});

describe('recordAll', () => {
  it('records the named endpoints in one array, in the order the calls started', async () => {
    // productJump's route stands before eventSave's, so its call reaches MSW first.
    const calls = recordAll('eventSave', 'productJump');

    await Promise.all([
      api.call(endpoints.eventSave, { productId: '1002' }),
      api.call(endpoints.productJump, { positionId: 0, id: '1002' }),
    ]);
    await api.call(endpoints.contactInfo, {});
    await api.call(endpoints.eventSave, { productId: '1003' });

    expect(calls.map((call) => [call.name, call.body])).toEqual([
      ['eventSave', { productId: '1002', product_id: '1002' }],
      ['productJump', { positionId: '0', id: '1002' }],
      ['eventSave', { productId: '1003', product_id: '1003' }],
    ]);
  });

  it('records every endpoint when none is named, while answers and the mock reply', async () => {
    const calls = recordAll();
    answer('promotionSid', { data: { sid: 's-1' } });

    expect((await api.call(endpoints.contactInfo, { overall: 30 })).success).toBe(true);
    expect((await api.call(endpoints.promotionSid, {})).data).toEqual({ sid: 's-1' });

    expect(calls.map((call) => call.name)).toEqual(['contactInfo', 'promotionSid']);
    expect(calls[0]?.body).toEqual({ overall: '30' });
  });
});

describe('after each test', () => {
  let leftOver: RecordedCall[] = [];

  it('answers and records for one test', async () => {
    leftOver = record('contactInfo');
    answer('contactInfo', 'network-error');
    expect((await api.call(endpoints.contactInfo, {}, { silent: true })).success).toBe(false);
    expect(leftOver).toHaveLength(1);
  });

  it('forgets them: the mock answers again, nothing more is recorded, new answers apply', async () => {
    expect((await api.call(endpoints.contactInfo, {})).success).toBe(true);
    expect(leftOver).toHaveLength(1);

    answer('contactInfo', { data: { email: 'again@lender.ph' } });
    expect((await api.call(endpoints.contactInfo, {})).data).toEqual({ email: 'again@lender.ph' });
  });
});
