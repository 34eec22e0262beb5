import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { type EndpointName, endpoints, requestKeyHeader, wirePath } from '../api/endpoints.ts';
import { defaultWireKeys } from '../api/wire.ts';
import { type AppConfig, defaultConfig } from '../config/config.ts';
import { businessErrorMessage, failureCodes, successCodes } from './failures.ts';
import { createHandlers, handlers, mockActionsPath } from './handlers.ts';
import { cardsWithoutSms } from './legacyFixtures.ts';
import { legacyTriggers } from './legacyHandlers.ts';
import { mockFileSvg } from './mockFiles.ts';
import { captchaText } from './promotionFixtures.ts';
import { captchaEndpoint, promotionTriggers } from './promotionHandlers.ts';
import { resolveScenarioName, scenarioNames, scenarios } from './scenarios.ts';

const origin = 'http://localhost:3000';
const endpointNames = Object.keys(endpoints) as EndpointName[];

/** Parameters that make each endpoint succeed where the defaults would not. */
const validParams: Partial<Record<EndpointName, Record<string, string | Blob>>> = {
  productJump: { id: '1002', moduleId: '', positionId: '0' },
  generatePayCode: { productId: '1001', orderId: 'PA1', amount: '450500', channelNumber: '90003' },
  complaintSave: {
    problemType: '2',
    problemSonType: '',
    problemDetail: 'Paid through GCash, still shown as due.',
    problemImage: '',
    orderNo: 'PA2025061104170',
  },
  complaintScore: { score: '5', problemId: '103' },
  complaintUploadImage: { problemImage: new File(['png-bytes'], 'sms.png', { type: 'image/png' }) },
  promotionSms: { phone: '09171234567', capcode: 'K7PX', sid: 's1' },
  promotionRegister: { phone: '09171234567', capcode: 'K7PX', sid: 's1', smsCode: '123456' },
  legacyRepaymentCommit: { cardId: '1', sendMsg: '0', repayToken: 'rt-1', orderId: 'PA1' },
};

interface CallOptions {
  params?: Record<string, string | Blob>;
  /** Scenario on the call's own URL. */
  mock?: string;
  /** Address of the calling page. */
  referrer?: string;
  config?: AppConfig;
  handlerSet?: Parameters<typeof getResponse>[0];
  /** Sent as the request key header. */
  requestKey?: string;
}

function requestFor(name: EndpointName, options: CallOptions = {}): Request {
  const endpoint = endpoints[name];
  const url = new URL(`${origin}${wirePath(endpoint, options.config ?? defaultConfig)}`);
  if (options.mock) url.searchParams.set('mock', options.mock);
  const params = options.params ?? validParams[name] ?? {};
  const headers: Record<string, string> = options.requestKey
    ? { [requestKeyHeader]: options.requestKey }
    : {};
  const init: RequestInit = { method: endpoint.method, headers };
  if (options.referrer) init.referrer = options.referrer;
  if (endpoint.method === 'GET') {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  } else if (endpoint.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(params)) form.append(key, value);
    init.body = form;
  } else if (endpoint.client === 'json') {
    init.body = JSON.stringify(params);
    init.headers = { ...headers, 'Content-Type': 'application/json' };
  } else {
    init.body = new URLSearchParams(params as Record<string, string>);
  }
  return new Request(url, init);
}

async function respond(name: EndpointName, options: CallOptions = {}): Promise<Response> {
  const response = await getResponse(options.handlerSet ?? handlers, requestFor(name, options));
  if (!response) throw new Error(`no handler answered ${name}`);
  return response;
}

interface Envelope {
  code: number | string;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read into the answers freely
  data: any;
}

async function envelope(name: EndpointName, options: CallOptions = {}): Promise<Envelope> {
  return (await respond(name, options)).json() as Promise<Envelope>;
}

async function orderDetails(options: CallOptions = {}) {
  return (
    await envelope('loanDetails', { params: { productId: '1001', orderId: 'PA1' }, ...options })
  ).data;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

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

describe('scenario resolution', () => {
  it('reads ?mock= from the call’s own URL', async () => {
    expect((await orderDetails({ mock: 'status-200' })).orderStatus).toBe(200);
  });

  it('reads ?mock= from the calling page (referrer)', async () => {
    const data = await orderDetails({ referrer: `${origin}/orderDetail?mock=status-174-delay` });
    expect(data).toMatchObject({ orderStatus: 174, isDelay: 1 });
  });

  it('reads ?mock= from the Referer header a browser sends', () => {
    const request = {
      url: `${origin}/maxwell/v3/loan-details/loan-details?sessionId=s`,
      headers: new Headers({ Referer: `${origin}/orderDetail?orderId=1&mock=status-180` }),
      referrer: 'about:client',
    };
    expect(resolveScenarioName(request)).toBe('status-180');
  });

  it('reads the current page in a DOM test environment', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1&mock=status-21');
    expect((await orderDetails()).orderStatus).toBe(21);
  });

  it('prefers the call’s URL over the page, and ignores unknown names', async () => {
    const referrer = `${origin}/orderDetail?mock=status-200`;
    expect((await orderDetails({ mock: 'status-151', referrer })).orderStatus).toBe(151);
    expect((await orderDetails({ mock: 'no-such-scenario' })).orderStatus).toBe(174);
  });

  it('falls back to the scenario given to createHandlers', async () => {
    const handlerSet = createHandlers(defaultConfig, { scenario: 'status-110' });
    expect((await orderDetails({ handlerSet })).orderStatus).toBe(110);
    expect((await orderDetails({ handlerSet, mock: 'status-170' })).orderStatus).toBe(170);
  });

  it('names the scenario used in a response header', async () => {
    const response = await respond('contactInfo', { mock: 'empty' });
    expect(response.headers.get('x-mock-scenario')).toBe('empty');
  });
});

describe('order-details scenarios', () => {
  it('defaults to status 174 without rollover and without optional dialogs', async () => {
    const data = await orderDetails();
    expect(data).toMatchObject({ orderStatus: 174, isDelay: 0, isScore: 0, cardNeedPop: 0 });
    expect(data).not.toHaveProperty('KindTipsMsg');
    expect(data.playeduL).toBe('');
    expect(data.userOrderDetail.detail[0]).toEqual({ text: 'Order number', value: 'PA1' });
  });

  it.each([
    ['status-21', 21, 0],
    ['status-110', 110, 0],
    ['status-151', 151, 0],
    ['status-170', 170, 0],
    ['status-174', 174, 0],
    ['status-174-delay', 174, 1],
    ['status-180', 180, 0],
    ['status-180-delay', 180, 1],
    ['status-200', 200, 0],
    ['status-other', 99, 0],
    ['redirect', 170, 0],
  ])('%s gives orderStatus %i and isDelay %i', async (mock, orderStatus, isDelay) => {
    const data = await orderDetails({ mock });
    expect(data).toMatchObject({ orderStatus, isDelay });
    expect(data.noticeStatusText).toEqual(expect.any(String));
  });

  it('redirect sends an absolute playeduL on the calling page’s origin', async () => {
    const data = await orderDetails({ referrer: `${origin}/orderDetail?mock=redirect` });
    expect(data.playeduL).toBe(`${origin}/confirm?productId=1001`);
  });

  it('kind-tips, rating, bank-card and h5-url set their fields', async () => {
    expect((await orderDetails({ mock: 'kind-tips' })).KindTipsMsg).toEqual(expect.any(String));
    expect((await orderDetails({ mock: 'rating' })).isScore).toBe(1);
    expect((await orderDetails({ mock: 'bank-card' })).cardNeedPop).toBe(1);
    expect((await orderDetails({ mock: 'h5-url' })).h5Url).toMatch(
      /^http:\/\/.+\/repayInstructions$/,
    );
  });

  it('rupee sets isRupee on the V2 confirm', async () => {
    expect((await envelope('confirmDataV2', { mock: 'rupee' })).data.isRupee).toBe(1);
  });
});

describe('failure scenarios', () => {
  it.each(endpointNames)('business-error: %s answers its family’s failure code', async (name) => {
    const body = await envelope(name, { mock: 'business-error' });
    expect(body.code).toBe(failureCodes[endpoints[name].success]);
    expect(body.code).not.toBe(successCodes[endpoints[name].success]);
    expect(body.message).toBe(businessErrorMessage);
  });

  it('server-error: HTTP 500 with an HTML body and no envelope', async () => {
    for (const name of ['loanDetails', 'complaintList', 'promotionSid'] as const) {
      const response = await respond(name, { mock: 'server-error' });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toContain('text/html');
      const text = await response.text();
      expect(text).toContain('500 Internal Server Error');
      expect(() => JSON.parse(text)).toThrow();
    }
  });

  it('malformed: a success envelope whose data has the wrong type', async () => {
    const details = await envelope('loanDetails', { mock: 'malformed' });
    expect(details.code).toBe(0);
    expect(Array.isArray(details.data.recProducts)).toBe(false);
    expect(details.data.playeduL).toBe('javascript:alert(1)');
    expect((await envelope('contactInfo', { mock: 'malformed' })).data).toBe('oops');
  });

  it('garbled: HTTP 200 with a body that is not JSON', async () => {
    const response = await respond('failurePage', { mock: 'garbled' });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('slow: answers like default after 2.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let settled = false;
    const pending = respond('contactInfo', { mock: 'slow' }).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(2400);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    expect(((await (await pending).json()) as Envelope).code).toBe(0);
  });
});

describe('empty scenario', () => {
  it('empties every list', async () => {
    const details = await orderDetails({ mock: 'empty' });
    expect(details.recProducts).toEqual([]);
    expect(details.userOrderDetail.detail).toEqual([]);
    expect((await envelope('failurePage', { mock: 'empty' })).data.bottomList).toEqual([]);
    const instalment = (await envelope('instalmentDetail', { mock: 'empty' })).data;
    expect(instalment).toMatchObject({ detail: [], repayList: [] });
    expect(instalment.defDetail.payNotice).toEqual({});
    expect((await envelope('delayDetail', { mock: 'empty' })).data.repayPlan).toEqual([]);
    expect((await envelope('bindCardForm', { mock: 'empty' })).data.items).toEqual([]);
    expect((await envelope('agreementList', { mock: 'empty' })).data.data).toEqual([]);
    const init = (await envelope('complaintInit', { mock: 'empty' })).data;
    expect(init).toMatchObject({ problemType: [], problemSonType: [], orderList: [] });
    const tabs = (await envelope('complaintList', { mock: 'empty' })).data.tabs;
    for (const tab of tabs) expect(tab.list).toEqual([]);
    expect((await envelope('legacyRepaymentWay', { mock: 'empty' })).data.bankCards).toEqual([]);
  });
});

describe('data', () => {
  it('keeps amounts in integer centavos and dates as YYYY-MM-DD or epoch ms', async () => {
    const delay = (await envelope('delayDetail')).data;
    expect(Number.isInteger(delay.repayAmount)).toBe(true);
    expect(Number.isInteger(delay.delayInfo.delayAmount)).toBe(true);
    expect(delay.repayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const plan of delay.repayPlan) {
      expect(plan).toEqual({
        remark: expect.any(String),
        title: expect.any(String),
        amount: expect.any(Number),
        time: expect.any(Number),
      });
    }
    const confirm = (await envelope('confirmData')).data;
    expect(confirm.amount).toBe(850000);
    expect(confirm.details[0]).toEqual({ text: 'Loan amount', value: '₱8.500,00' });
  });

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

  it('leads the pay code to the repayment-by-code page', async () => {
    const { payUrl } = (await envelope('generatePayCode')).data;
    const url = new URL(payUrl);
    expect(url.pathname).toBe('/repaymentOfCode');
    expect(url.searchParams.get('showType')).toBe('1');
    expect(url.searchParams.get('repayAmount')).toBe('450500');
  });
});

describe('promotion and legacy error codes', () => {
  const sms = (params: Record<string, string>) =>
    envelope('promotionSms', { params: { sid: 's1', capcode: 'K7PX', ...params } });
  const register = (params: Record<string, string>) =>
    envelope('promotionRegister', {
      params: { sid: 's1', capcode: 'K7PX', smsCode: '123456', ...params },
    });
  const [registered] = promotionTriggers.registeredPhones;

  it('get-sms: 101 for the wrong captcha, 11 for a registered number, 0 otherwise', async () => {
    const wrong = await sms({ phone: '09171234567', capcode: promotionTriggers.wrongCaptcha });
    expect(wrong.code).toBe('101');
    expect(wrong.message).not.toBe('');
    expect((await sms({ phone: registered })).code).toBe('11');
    expect((await sms({ phone: '0917 123 4567' })).code).toBe('0');
  });

  it('register: -1 for the wrong captcha, 11 for a registered number, 12 for a wrong SMS code', async () => {
    expect((await register({ phone: '09171234567', capcode: '0000' })).code).toBe('-1');
    expect((await register({ phone: registered })).code).toBe('11');
    expect((await register({ phone: '09171234567', smsCode: '000000' })).code).toBe('12');
    expect((await register({ phone: '09171234567' })).code).toBe('0');
  });

  it('legacy repayment-confirm: 800006 and 800005 by verification code', async () => {
    const confirm = (code: string) =>
      envelope('legacyRepaymentConfirm', { params: { repayRecordId: 'RR1', code } });
    expect((await confirm(legacyTriggers.wrongCode)).code).toBe('800006');
    expect((await confirm(legacyTriggers.duplicateRequest)).code).toBe('800005');
    expect((await confirm('123456')).code).toBe('00');
  });

  it('product jump refuses a disabled product with a message in data', async () => {
    const body = await envelope('productJump', { params: { id: '1005' } });
    expect(body.code).toBe('01');
    expect(body.data.message).toBe(body.message);
  });
});

describe('complaints', () => {
  it('stores an upload, serves it back and lists a filed complaint', async () => {
    const handlerSet = createHandlers();
    const upload = await envelope('complaintUploadImage', {
      handlerSet,
      params: { problemImage: new File(['evidence'], 'call.png', { type: 'image/png' }) },
    });
    expect(upload.code).toBe('00');
    const image = await getResponse(handlerSet, new Request(upload.data.url));
    expect(image?.headers.get('content-type')).toBe('image/png');
    expect(await image?.text()).toBe('evidence');

    const saved = await envelope('complaintSave', {
      handlerSet,
      params: {
        problemType: '1',
        problemSonType: '3',
        problemDetail: 'Twelve calls on one day.',
        problemImage: upload.data.url,
        orderNo: 'PA2025061104170',
      },
    });
    expect(saved.code).toBe('00');
    const { tabs } = (await envelope('complaintList', { handlerSet })).data;
    expect(tabs[0].list[0]).toMatchObject({
      type: 'Collection',
      content: 'Twelve calls on one day.',
    });
    const detail = await envelope('complaintDetail', {
      handlerSet,
      params: { problemId: String(saved.data.problemId) },
    });
    expect(detail.data).toMatchObject({
      sonType: 'Too many calls or messages',
      images: [upload.data.url],
      isNeedScore: 0,
    });
  });

  it('refuses an empty text and a collection complaint on an order that does not allow it', async () => {
    const save = (params: Record<string, string>) => envelope('complaintSave', { params });
    expect((await save({ problemType: '2', problemDetail: ' ' })).code).toBe('01');
    const refused = await save({
      problemType: '1',
      problemDetail: 'Calls',
      orderNo: 'KE2025031900862',
    });
    expect(refused).toMatchObject({
      code: '01',
      message: 'El pedido seleccionado no admite el envío de tipo de colección',
    });
  });

  it('asks a borrower for a rating on a resolved complaint until that borrower scores it', async () => {
    const handlerSet = createHandlers();
    const detail = (sessionId: string) =>
      envelope('complaintDetail', { handlerSet, params: { problemId: '103', sessionId } });
    expect((await detail('s-1')).data).toMatchObject({
      isNeedScore: 1,
      disposeDetail: expect.any(String),
    });
    await envelope('complaintScore', {
      handlerSet,
      params: { problemId: '103', score: '4', sessionId: 's-1' },
    });
    expect((await detail('s-1')).data).toMatchObject({ isNeedScore: 0, score: 4 });
    // Another borrower (another session) is still asked: tests sharing the mock do not meet.
    expect((await detail('s-2')).data).toMatchObject({ isNeedScore: 1 });
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

describe('scenario table', () => {
  it('has every required scenario, each with a one-line description', () => {
    const required = [
      'default',
      'status-21',
      'status-110',
      'status-151',
      'status-170',
      'status-174',
      'status-174-delay',
      'status-180',
      'status-180-delay',
      'status-200',
      'status-other',
      'redirect',
      'kind-tips',
      'rating',
      'bank-card',
      'empty',
      'business-error',
      'server-error',
      'malformed',
      'slow',
    ];
    expect(scenarioNames).toEqual(expect.arrayContaining(required));
    for (const name of scenarioNames) {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(scenarios[name].description).toMatch(/^[^\n]{10,100}$/);
    }
  });
});

describe('legacy repayment', () => {
  const commit = (params: Record<string, string>) =>
    envelope('legacyRepaymentCommit', {
      params: { repayToken: 'rt-1', orderId: 'PA1', ...params },
    });

  it('offers the cards and the online cashier; the empty scenario offers neither', async () => {
    const ways = (await envelope('legacyRepaymentWay', { params: { orderId: 'PA9' } })).data;
    expect(ways).toMatchObject({ alipay: 1, orderId: 'PA9', repayToken: expect.any(String) });
    expect(ways.bankCards.length).toBeGreaterThan(1);
    const empty = (await envelope('legacyRepaymentWay', { mock: 'empty' })).data;
    expect(empty).toMatchObject({ bankCards: [], alipay: 0 });
  });

  it('repayment-commit: an SMS step for most cards, none for the direct debit card', async () => {
    expect((await commit({ cardId: '1', sendMsg: '0' })).data).toMatchObject({ needValid: 1 });
    const direct = String(cardsWithoutSms[0]);
    expect((await commit({ cardId: direct, sendMsg: '0' })).data).toMatchObject({ needValid: 0 });
  });

  it('repayment-commit refuses an unknown card, a missing sendMsg and a resend without its record', async () => {
    expect((await commit({ cardId: '99', sendMsg: '0' })).code).toBe('01');
    expect((await commit({ cardId: '1' })).code).toBe('01');
    expect((await commit({ cardId: '1', sendMsg: '1' })).code).toBe('01');
    expect((await commit({ cardId: '1', sendMsg: '1', repayRecordId: 'RR1' })).code).toBe('00');
  });
});

describe('complaint scenarios', () => {
  it('complaint-no-collection: no order allows collection, and saving one is refused', async () => {
    const init = (await envelope('complaintInit', { mock: 'complaint-no-collection' })).data;
    expect(init.orderDetail.isShow).toBe(0);
    expect(init.orderList.map((order: { isShow: number }) => order.isShow)).toEqual([0, 0, 0]);
    const refused = await envelope('complaintSave', {
      mock: 'complaint-no-collection',
      params: { problemType: '1', problemDetail: 'Calls', orderNo: 'PA2025061104170' },
    });
    expect(refused.message).toBe('El pedido seleccionado no admite el envío de tipo de colección');
  });

  it('complaint-upload-error: every upload answers 01 with a message', async () => {
    const upload = await envelope('complaintUploadImage', {
      mock: 'complaint-upload-error',
      params: { problemImage: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) },
    });
    expect(upload).toMatchObject({ code: '01', message: expect.stringMatching(/picture/) });
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

describe('repayment scenarios', () => {
  const ids = { productId: '1001', orderId: 'PA1' };

  it('gives the pay address a picture the mock serves over http, never a data: address', async () => {
    const qr = new URL(
      (
        await envelope('generatePayCode', {
          params: { ...ids, amount: '1', channelNumber: '90001' },
        })
      ).data.payUrl,
    );
    const picture = qr.searchParams.get('payCodeImg') ?? '';
    expect(qr.searchParams.get('showType')).toBe('2');
    expect(picture).toMatch(/^http:\/\/.+\/qr-\d+\.svg$/);
    const served = await getResponse(handlers, new Request(picture));
    expect(served?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served?.text()).toMatch(/^<svg/);

    const counter = new URL(
      (
        await envelope('generatePayCode', {
          params: { ...ids, amount: '1', channelNumber: '90003' },
        })
      ).data.payUrl,
    );
    expect(counter.searchParams.get('payCodeImg')).toMatch(/\/channel-90003\.svg$/);
  });

  it('pay-code-no-image: the pay address has no payCodeImg', async () => {
    const { payUrl } = (
      await envelope('generatePayCode', {
        params: { ...ids, amount: '1', channelNumber: '90001' },
        mock: 'pay-code-no-image',
      })
    ).data;
    expect(new URL(payUrl).searchParams.has('payCodeImg')).toBe(false);
    expect(new URL(payUrl).searchParams.get('payCode')).not.toBe('');
  });

  it('repay-no-pay-code: no defDetail and no banner on either repayment page', async () => {
    for (const name of ['instalmentDetail', 'delayDetail'] as const) {
      const { data } = await envelope(name, { params: ids, mock: 'repay-no-pay-code' });
      expect(data.defDetail).toBeNull();
      expect(data.isShowReyTop).toBe(0);
      expect(data.repayList.length).toBeGreaterThan(0);
    }
  });
});

describe('request keys (contract §2)', () => {
  it('answers a repeated key as the first time and counts the action once', async () => {
    const handlerSet = createHandlers();
    const params = { ...validParams.generatePayCode, sessionId: 'keys-1' };
    const payUrl = async (amount: string, requestKey: string) => {
      const response = await respond('generatePayCode', {
        params: { ...params, amount },
        requestKey,
        handlerSet,
      });
      const body = (await response.json()) as { data: { payUrl: string } };
      return new URL(body.data.payUrl).searchParams.get('repayAmount');
    };

    expect(await payUrl('450500', 'key-1')).toBe('450500');
    // The same key is the same action: its first answer, whatever this request says.
    expect(await payUrl('100', 'key-1')).toBe('450500');
    expect(await payUrl('100', 'key-2')).toBe('100');

    const actions = async (sessionId: string) => {
      const url = `${origin}${defaultConfig.servicePrefix}${mockActionsPath}?sessionId=${sessionId}`;
      const response = await getResponse(handlerSet, new Request(url));
      return response?.json();
    };
    expect(await actions('keys-1')).toEqual({ generatePayCode: 2 });
    expect(await actions('someone-else')).toEqual({});
  });
});
