// The mock backend as a whole (contract §2): every endpoint of the table at its wire path, in its
// family's envelope and wire keys, behind the service module, with request keys and pictures.
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { endpoints, wirePath } from '../api/endpoints.ts';
import { defaultWireKeys } from '../api/wire.ts';
import { type AppConfig, defaultConfig } from '../config/config.ts';
import { businessErrorMessage, successCodes } from './failures.ts';
import { createHandlers, handlers, mockActionsPath } from './handlers.ts';
import { mockFileSvg } from './mockFiles.ts';
import { captchaText } from './promotionFixtures.ts';
import { captchaEndpoint } from './promotionHandlers.ts';
import {
  endpointNames,
  type Envelope,
  envelope,
  orderDetails,
  origin,
  requestFor,
  respond,
  restorePageAndClock,
  validParams,
} from './testing.ts';

afterEach(restorePageAndClock);

describe('every endpoint of the table', () => {
  it.each(endpointNames)('%s answers a JSON envelope with its success code', async (name) => {
    const response = await respond(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as Envelope;
    expect(body).toEqual({
      code: successCodes[endpoints[name].success],
      message: expect.any(String),
      data: expect.anything(),
    });
  });

  it('answers with each family’s own success code', async () => {
    expect((await envelope('loanDetails')).code).toBe(0);
    expect((await envelope('failurePage')).code).toBe('00');
    expect((await envelope('complaintList')).code).toBe('00');
    expect((await envelope('legacyRepaymentWay')).code).toBe('00');
    expect((await envelope('promotionTemplate')).code).toBe('00');
    expect((await envelope('promotionSid')).code).toBe('0');
    expect((await envelope('promotionSms')).code).toBe('0');
    expect((await envelope('promotionRegister')).code).toBe('0');
  });

  it('serves the captcha image as SVG showing the 4 characters of the sid', async () => {
    const url = `${origin}${wirePath(captchaEndpoint, defaultConfig)}?sid=abc&t=1718000000000`;
    const response = await getResponse(handlers, new Request(url));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response?.text();
    expect(svg).toMatch(/^<svg/);
    const text = captchaText('abc');
    expect(text).toMatch(/^[A-Z0-9]{4}$/);
    for (const char of text) expect(svg).toContain(`>${char}</text>`);
  });

  it('builds every path from the configuration: obfuscation map and promotion service', async () => {
    const config: AppConfig = {
      ...defaultConfig,
      pathMap: { '/v3/loan-details/loan-details': '/q7/zz', '/promotion/get-sid': '/p/s' },
      promotionService: 'growth',
    };
    const handlerSet = createHandlers(config);
    const mapped = await respond('loanDetails', { config, handlerSet });
    expect(new URL(requestFor('loanDetails', { config }).url).pathname).toBe('/maxwell/q7/zz');
    expect(((await mapped.json()) as Envelope).data.orderStatus).toBe(174);
    const sid = await respond('promotionSid', { config, handlerSet });
    expect(new URL(requestFor('promotionSid', { config }).url).pathname).toBe(
      '/api/v2/growth/service/p/s',
    );
    expect(((await sid.json()) as Envelope).data.sid).toEqual(expect.any(String));
    // The logical path is no longer answered once the map renames it.
    const logical = new Request(`${origin}/maxwell/v3/loan-details/loan-details`, {
      method: 'POST',
    });
    expect(await getResponse(handlerSet, logical)).toBeUndefined();
  });
});

describe('wire keys', () => {
  it('sends recommended products in the short keys only', async () => {
    const { recProducts } = await orderDetails();
    expect(recProducts.length).toBeGreaterThan(0);
    for (const product of recProducts) {
      expect(Object.keys(product).sort()).toEqual(
        ['plo', 'pna', 'btx', 'rti', 'rde', 'rat', 'dsc', 'ena', 'pid'].sort(),
      );
      expect(product).not.toHaveProperty('logo');
      expect(product.plo).toMatch(
        /^http:\/\/localhost:3000\/maxwell\/mock-files\/product-\d+\.svg$/,
      );
      expect([0, 1]).toContain(product.ena);
    }
    expect(recProducts.some((p: { ena: number }) => p.ena === 0)).toBe(true);
  });

  it('sends V2 agreement titles, contract url and lend details url in the short keys', async () => {
    const list = (await envelope('agreementListV2')).data.data;
    expect(list[0]).toEqual({ [defaultWireKeys.agreementTitle]: 'Loan Agreement' });
    expect((await envelope('agreementJumpV2')).data).toHaveProperty('cur');
    expect((await envelope('loanPushV2')).data).toHaveProperty('ldu');
    const confirm = (await envelope('confirmDataV2')).data;
    expect(confirm).toMatchObject({ isRupee: 0, NewButtonMsg: expect.any(String) });
    expect(confirm).toHaveProperty('comProductName');
  });

  it('follows a configured wire-key map', async () => {
    const config = { ...defaultConfig, wireKeys: { logo: 'lg' } };
    const body = await envelope('loanDetails', { config, handlerSet: createHandlers(config) });
    expect(body.data.recProducts[0]).toHaveProperty('lg');
    expect(body.data.recProducts[0]).not.toHaveProperty('plo');
  });
});

describe('data', () => {
  it('has a bind-card form with the card-type switch and fields for channel 90006', async () => {
    const { items } = (await envelope('bindCardForm')).data;
    const cardType = items.find((item: { code: string }) => item.code === 'cardType');
    expect(cardType).toMatchObject({ cate: 'enum', cardTypeMi: 0 });
    expect(cardType.note.map((o: { type: number }) => o.type)).toEqual([1, 2]);
    expect(items.some((item: { channelNumber: number }) => item.channelNumber === 90006)).toBe(
      true,
    );
    for (const item of items) {
      expect(['txt', 'citySelect', 'day', 'enum']).toContain(item.cate);
      expect(Object.keys(item).sort()).toEqual(
        [
          'code',
          'cate',
          'title',
          'subtitle',
          'value',
          'note',
          'inputType',
          'cardTypeMi',
          'channelNumber',
        ].sort(),
      );
    }
  });

  it('links only to the calling page’s own origin', async () => {
    const referrer = `${origin}/orderDetail?orderId=1`;
    let links = 0;
    for (const name of endpointNames) {
      const text = await (await respond(name, { referrer })).text();
      for (const [address] of text.matchAll(/https?:\/\/[^\s"'\\]+/g)) {
        links += 1;
        expect(new URL(address).origin, `${name}: ${address}`).toBe(origin);
      }
    }
    expect(links).toBeGreaterThan(5);
  });
});

describe('through the service module', () => {
  it('serves the api client in unit tests', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?productId=1001&orderId=PA9');
    const result = await api.call<{ orderStatus: number }>(endpoints.loanDetails, {
      orderId: 'PA9',
    });
    expect(result.success).toBe(true);
    expect(result.data?.orderStatus).toBe(174);
  });

  it('fails a call softly in the business-error scenario opened on the page', async () => {
    window.history.replaceState(null, '', '/customerService.html?mock=business-error');
    const result = await api.call(endpoints.contactInfo, {}, { silent: true });
    expect(result).toMatchObject({ success: false, code: 1, message: businessErrorMessage });
  });
});

describe('pictures', () => {
  it('are files the mock serves on the calling origin, never data: addresses', async () => {
    const names = [
      'loanDetails',
      'failurePage',
      'instalmentDetail',
      'delayDetail',
      'confirmData',
      'complaintInit',
      'complaintDetail',
      'promotionTemplate',
    ] as const;
    const answers = await Promise.all(names.map((name) => envelope(name)));
    const pictures = new Set(JSON.stringify(answers).match(/(data|https?):[^"]*?(?=")/g) ?? []);
    expect(pictures.size).toBeGreaterThan(10);
    for (const picture of [...pictures].filter((address) => !address.includes('/mock-files/'))) {
      // Links to pages of this site are the only other addresses in these answers.
      expect(picture).toMatch(/^http:\/\/localhost:3000\/(?!maxwell\/)/);
    }
    for (const picture of [...pictures].filter((address) => address.includes('/mock-files/'))) {
      expect(picture).toMatch(/^http:\/\/localhost:3000\/maxwell\/mock-files\/[\w-]+\.svg$/);
      const name = picture.slice(picture.lastIndexOf('/') + 1);
      // A fixture's own picture; sample evidence has the stand-in picture of its label.
      if (!name.startsWith('sample-')) expect(mockFileSvg(name, defaultConfig), name).toBeDefined();
      const served = await getResponse(handlers, new Request(picture));
      expect(served?.headers.get('content-type'), picture).toBe('image/svg+xml');
    }
  });
});

describe('request keys (contract §2)', () => {
  const actionsOf = async (handlerSet: ReturnType<typeof createHandlers>, sessionId: string) => {
    const url = `${origin}${defaultConfig.servicePrefix}${mockActionsPath}?sessionId=${sessionId}`;
    const response = await getResponse(handlerSet, new Request(url));
    return response?.json();
  };

  it('answers the same request under a repeated key as the first time and counts one action per key and body', async () => {
    const handlerSet = createHandlers();
    const params = { ...validParams.generatePayCode, sessionId: 'keys-1' };
    const send = (amount: string, requestKey: string) =>
      respond('generatePayCode', { params: { ...params, amount }, requestKey, handlerSet });
    const payUrl = async (response: Response) => {
      const body = (await response.json()) as { data: { payUrl: string } };
      return new URL(body.data.payUrl).searchParams.get('repayAmount');
    };

    const first = await send('450500', 'key-1');
    expect(await payUrl(first)).toBe('450500');
    expect(await payUrl(await send('450500', 'key-1'))).toBe('450500');
    // Another body under the same key is refused, and the key's first request stands.
    const reused = await send('100', 'key-1');
    expect(reused.status).toBe(422);
    expect(await payUrl(await send('100', 'key-2'))).toBe('100');
    expect(await actionsOf(handlerSet, 'keys-1')).toEqual({ generatePayCode: 2 });
    expect(await actionsOf(handlerSet, 'someone-else')).toEqual({});
  });

  it('answers 409 while the first request of a key is still being processed, then its answer, once', async () => {
    const handlerSet = createHandlers();
    const params = { ...validParams.generatePayCode, sessionId: 'keys-2' };
    const send = () => respond('generatePayCode', { params, requestKey: 'key-1', handlerSet });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first?.status, second?.status]).toEqual([200, 409]);
    const third = await send();
    expect(await third.json()).toEqual(await first.json());
    expect(await actionsOf(handlerSet, 'keys-2')).toEqual({ generatePayCode: 1 });
  });
});
