// The mock backend: one set of MSW request handlers for the unit tests, the dev server and
// `vite preview`. Every endpoint of the endpoint table is answered at its wire path (obfuscation
// map and promotion service from the configuration), in the envelope and success code of its
// family, with the data of fixtures.ts shaped by the scenario the request names (scenarios.ts).
// A keyed call (one that moves money or changes an account) sent again under its request key is
// answered as the first time and is not a second loan or payment (contract §2).
import { delay, HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import {
  type Endpoint,
  type EndpointName,
  endpoints,
  promotionCaptchaPath,
  requestKeyHeader,
  type SuccessRule,
  wirePath,
} from '../api/endpoints.ts';
import { createWireKeys } from '../api/wire.ts';
import { type AppConfig, defaultConfig } from '../config/config.ts';
import { bindCardProblem, bindCardRejectedMessage } from './bindCardFixtures.ts';
import * as fx from './fixtures.ts';
import {
  callingPageUrl,
  resolveScenarioName,
  type Scenario,
  type ScenarioName,
  scenarios,
} from './scenarios.ts';

/** The code a successful answer carries, per success rule (contract §2). */
export const successCodes: Record<SuccessRule, number | string> = {
  zero: 0,
  doubleZero: '00',
  stringZero: '0',
};

/** The code of a generic business failure, per success rule. */
export const failureCodes: Record<SuccessRule, number | string> = {
  zero: 1,
  doubleZero: '01',
  stringZero: '1',
};

/** The server message of the `business-error` scenario. */
export const businessErrorMessage =
  'This service is under maintenance. Please try again in a few minutes.';

/** Inputs that make the promotion calls answer the error codes of spec §8. */
export const promotionTriggers = {
  /** get-sms and register answer '11' (already registered) for these mobile numbers. */
  registeredPhones: ['09170000011', '13800000011'],
  /** get-sms answers '101' and register '-1' (wrong image captcha) for this captcha text. */
  wrongCaptcha: '0000',
  /** register answers '12' (wrong SMS code) for this SMS code. */
  wrongSmsCode: '000000',
} as const;

/** Verification codes that make the legacy repayment-confirm answer its spec §8 codes. */
export const legacyTriggers = {
  /** 800006: wrong verification code. */
  wrongCode: '000000',
  /** 800005: the payment request was submitted twice. */
  duplicateRequest: '555555',
} as const;

/** Where the mock serves evidence images (uploads and samples), under the service prefix. */
export const mockFilesPath = '/mock-files';

/**
 * Where the mock says, under the service prefix, what one borrower (the `sessionId` of the query)
 * has done: `{ [endpoint name]: count }` of the distinct keyed calls it carried out (loans pushed,
 * pay codes made, cards bound ...). A repeated request key is not counted again.
 */
export const mockActionsPath = '/mock-actions';

/** The captcha image, as an endpoint so its wire path follows the same rules as the others. */
export const captchaEndpoint: Endpoint = {
  method: 'GET',
  path: promotionCaptchaPath,
  root: 'promotion',
  success: 'stringZero',
  client: 'json',
};

export interface HandlerOptions {
  /** Scenario used when neither the call nor the calling page names one. */
  scenario?: ScenarioName;
}

interface Call {
  request: Request;
  params: Record<string, string>;
  files: Record<string, File>;
  scenario: Scenario;
  ctx: fx.FixtureContext;
}

interface Reply {
  data: unknown;
  /** A business failure code; success code of the endpoint's rule when absent. */
  code?: number | string;
  message?: string;
}

type Responder = (call: Call) => Reply | Promise<Reply>;

/** What the running mock remembers between calls (uploads and complaints filed in this session). */
interface State {
  uploads: Map<string, { body: ArrayBuffer; type: string }>;
  uploadCount: number;
  complaints: fx.ComplaintRecord[];
  nextComplaintId: number;
  /** Scores by borrower (sessionId) and complaint: one borrower's rating is not another's. */
  scores: Map<string, number>;
  sidCount: number;
  /** The first answer of each keyed call, by endpoint and request key. */
  keyedAnswers: Map<string, unknown>;
  /** Distinct keyed calls carried out, by borrower (sessionId), then endpoint. */
  actions: Map<string, Partial<Record<EndpointName, number>>>;
}

// Bounded so a long dev session cannot grow the server's memory without limit.
const maxUploads = 30;
const maxUploadBytes = 10 * 1024 * 1024;
const maxComplaints = 20;
const maxKeyedAnswers = 200;
const maxBorrowers = 100;

/** Adds an entry to a map kept to `max` entries, the oldest dropped first. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const old of map.keys()) {
    if (map.size <= max) break;
    map.delete(old);
  }
}

const ok = (data: unknown): Reply => ({ data });
const fail = (code: number | string, message: string, data: unknown = null): Reply => ({
  code,
  message,
  data,
});

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

function productIdOf(params: Record<string, string>): string {
  return params.productId || params.product_id || '';
}

function orderOptions(call: Call): fx.OrderOptions {
  const order = call.scenario.order ?? {};
  return {
    orderStatus: order.orderStatus ?? fx.defaultOrder.orderStatus,
    isDelay: order.isDelay ?? fx.defaultOrder.isDelay,
    // The confirmation address carries the order's product, as the server's would.
    playeduL: order.playeduL
      ? fx.withProductId(call.ctx.page(order.playeduL), productIdOf(call.params))
      : '',
    h5Url: order.h5Url ? call.ctx.page(order.h5Url) : '',
    kindTips: order.kindTips ?? fx.defaultOrder.kindTips,
    isScore: order.isScore ?? fx.defaultOrder.isScore,
    cardNeedPop: order.cardNeedPop ?? fx.defaultOrder.cardNeedPop,
    orderId: call.params.orderId,
  };
}

function scoreKey(params: Record<string, string>, problemId: number): string {
  return `${params.sessionId ?? ''} ${problemId}`;
}

function findComplaint(call: Call, state: State, id: string): fx.ComplaintRecord {
  const records = [...state.complaints, ...fx.sampleComplaints(call.ctx)];
  const record =
    records.find((r) => String(r.id) === id) ??
    // An unknown id shows the resolved sample that still awaits a rating.
    records.find((r) => r.isNeedScore === 1) ??
    (records[0] as fx.ComplaintRecord);
  const score = state.scores.get(scoreKey(call.params, record.id));
  return score === undefined ? record : { ...record, score, isNeedScore: 0 };
}

function createResponders(state: State): Record<EndpointName, Responder> {
  return {
    loanDetails: (call) => ok(fx.loanDetails(call.ctx, orderOptions(call))),
    googleScore: () => ok({}),
    eventSave: () => ok({}),
    productJump: ({ ctx, params }) => {
      const product = fx.findProduct(params.id);
      if (!product) {
        const message = 'This product is no longer available.';
        return fail('01', message, { link: '', message });
      }
      if (!product.enabled) {
        const message = 'This product is not available for you right now.';
        return fail('01', message, { link: '', message });
      }
      return ok(fx.productJump(ctx, product));
    },
    failurePage: ({ ctx }) => ok(fx.failurePage(ctx)),

    instalmentDetail: (call) =>
      ok(repaymentAnswer(call, fx.instalmentDetail(call.ctx, orderOptions(call).orderStatus))),
    delayDetail: (call) =>
      ok(repaymentAnswer(call, fx.delayDetail(call.ctx, orderOptions(call).orderStatus))),
    generatePayCode: (call) => {
      const channel = fx.findChannel(call.params.channelNumber);
      if (!channel) return fail(1, 'Please choose a payment method.');
      const requested = Number(call.params.amount);
      const amount =
        Number.isFinite(requested) && requested > 0
          ? requested
          : fx.amountDue(orderOptions(call).orderStatus);
      return ok(
        fx.generatePayCode(call.ctx, channel, amount, {
          image: call.scenario.repayment?.payCodeImage,
        }),
      );
    },

    confirmData: ({ ctx, scenario }) => ok(fx.confirmData(ctx, scenario.confirm)),
    agreementList: ({ ctx, scenario }) =>
      scenario.confirm?.agreements === 'fail'
        ? fail(failureCodes.zero, fx.confirmFailureMessages.agreements)
        : ok(fx.agreementList(ctx, scenario.confirm)),
    agreementJump: ({ ctx, params }) => ok(fx.agreementJump(ctx, params.position ?? '')),
    loanPush: ({ ctx, params, scenario }) =>
      scenario.confirm?.push === 'fail'
        ? fail(failureCodes.zero, fx.confirmFailureMessages.push)
        : ok(fx.loanPush(ctx, productIdOf(params), scenario.confirm)),
    confirmDataV2: ({ ctx, scenario }) =>
      ok(fx.confirmDataV2(ctx, scenario.isRupee ?? 0, scenario.confirm)),
    agreementListV2: ({ ctx, scenario }) =>
      scenario.confirm?.agreements === 'fail'
        ? fail(failureCodes.doubleZero, fx.confirmFailureMessages.agreements)
        : ok(fx.agreementListV2(ctx, scenario.confirm)),
    agreementJumpV2: ({ ctx, params }) => ok(fx.agreementJumpV2(ctx, params.position ?? '')),
    loanPushV2: ({ ctx, params, scenario }) =>
      scenario.confirm?.push === 'fail'
        ? fail(failureCodes.doubleZero, fx.confirmFailureMessages.push)
        : ok(fx.loanPushV2(ctx, productIdOf(params), scenario.confirm)),

    bindCardForm: ({ ctx, scenario }) =>
      ok(fx.bindCardForm(ctx, { prefilled: scenario.bindCard === 'prefilled' })),
    bindCardNew: bindCard,
    bindCardChange: bindCard,

    complaintInit: ({ ctx, params, scenario }) =>
      ok(fx.complaintInit(ctx, params.orderId || params.orderNo || '', scenario.complaint?.isShow)),
    complaintUploadImage: async ({ files, ctx, scenario }) => {
      const file = files.problemImage;
      if (scenario.complaint?.uploadFails) {
        return fail('01', 'The picture could not be saved. Please try again later.');
      }
      if (!file) return fail('01', 'Please choose a picture to upload.');
      if (!file.type.startsWith('image/')) return fail('01', 'Only pictures can be uploaded.');
      if (file.size > maxUploadBytes) return fail('01', 'The picture must be 10 MB or smaller.');
      state.uploadCount += 1;
      const name = `upload-${state.uploadCount}`;
      state.uploads.set(name, { body: await file.arrayBuffer(), type: file.type });
      for (const old of state.uploads.keys()) {
        if (state.uploads.size <= maxUploads) break;
        state.uploads.delete(old);
      }
      return ok({ url: ctx.file(name) });
    },
    complaintSave: ({ ctx, params, scenario }) => {
      const detail = (params.problemDetail ?? '').trim();
      if (!detail) return fail('01', 'Please fill in your comments and suggestions');
      if (detail.length > 200) return fail('01', 'Your comments can be at most 200 characters.');
      const images = (params.problemImage ?? '').split(',').filter(Boolean);
      if (images.length > 9) return fail('01', 'You can attach at most 9 pictures.');
      const type = Number(params.problemType);
      const order = fx.complaintOrders(ctx).find((o) => o.orderNo === params.orderNo);
      const isShow = scenario.complaint?.isShow ?? order?.isShow;
      if (type === fx.collectionProblemType && order && isShow !== 1) {
        return fail('01', 'El pedido seleccionado no admite el envío de tipo de colección');
      }
      const titleOf = (types: { value: number; title: string }[], value: string | undefined) =>
        types.find((t) => String(t.value) === value)?.title ?? '';
      const record: fx.ComplaintRecord = {
        id: state.nextComplaintId,
        time: Date.now(),
        type: titleOf(fx.problemTypes, params.problemType) || 'Other',
        sonType: titleOf(fx.problemSonTypes, params.problemSonType),
        content: detail,
        images,
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
        score: 0,
      };
      state.nextComplaintId += 1;
      state.complaints = [record, ...state.complaints].slice(0, maxComplaints);
      return ok({ problemId: record.id });
    },
    complaintList: ({ ctx }) => ok(fx.complaintList(ctx, state.complaints)),
    complaintDetail: (call) =>
      ok(fx.complaintDetail(findComplaint(call, state, call.params.problemId ?? ''))),
    complaintScore: ({ params }) => {
      const score = Number(params.score);
      if (!Number.isInteger(score) || score < 1 || score > 5) {
        return fail('01', 'Please choose from 1 to 5 stars.');
      }
      const id = Number(params.problemId);
      if (Number.isFinite(id)) state.scores.set(scoreKey(params, id), score);
      return ok({});
    },

    contactInfo: ({ ctx }) => ok(fx.contactInfo(ctx)),

    legacyRepaymentWay: ({ ctx, params }) => ok(fx.legacyRepaymentWay(ctx, params.orderId ?? '')),
    legacyRepaymentCommit: ({ params }) => {
      const cardId = params.cardId ?? params.bankCardId ?? params.id ?? '';
      if (!fx.legacyCards.some((card) => String(card.id) === cardId)) {
        return fail('01', 'Please choose one of your bank cards.');
      }
      if (params.sendMsg !== '0' && params.sendMsg !== '1') {
        return fail('01', 'The payment request is incomplete.');
      }
      // Asking for the code again names the commit it belongs to.
      if (params.sendMsg === '1' && !params.repayRecordId) {
        return fail('01', 'This payment has expired. Please start again.');
      }
      return ok(fx.legacyRepaymentCommit(cardId));
    },
    legacyRepaymentConfirm: ({ params }) => {
      const code = params.code ?? params.smsCode ?? params.verifyCode ?? '';
      if (code === legacyTriggers.wrongCode) return fail('800006', 'Wrong verification code.');
      if (code === legacyTriggers.duplicateRequest) {
        return fail('800005', 'Please do not submit the payment request twice.');
      }
      return ok(fx.legacyRepaymentConfirm(params.repayRecordId ?? ''));
    },
    legacyRepaymentRedirect: ({ ctx }) => ok(fx.legacyRepaymentRedirect(ctx)),

    promotionTemplate: ({ ctx, params }) =>
      ok(fx.promotionTemplate(ctx, params.templateId ?? params.id ?? '')),
    promotionTrackVisit: () => ok({}),
    promotionSid: () => {
      state.sidCount += 1;
      return ok({ sid: `sid${Date.now().toString(36)}${state.sidCount}` });
    },
    promotionSms: ({ params }) => {
      if (isWrongCaptcha(params.capcode)) {
        return fail('101', 'The image captcha is incorrect. Please try again.');
      }
      if (isRegistered(params.phone))
        return fail('11', 'This mobile number is already registered.');
      return ok({});
    },
    promotionTrackClick: () => ok({}),
    promotionRegister: ({ params }) => {
      if (isWrongCaptcha(params.capcode)) {
        return fail('-1', 'The image captcha is incorrect. Please try again.');
      }
      if (isRegistered(params.phone || params.userName)) {
        return fail('11', 'This mobile number is already registered.');
      }
      if (params.smsCode === promotionTriggers.wrongSmsCode) {
        return fail('12', 'The SMS code is incorrect or has expired.');
      }
      return ok({});
    },
  };
}

/** One more distinct keyed call carried out for this borrower. */
function countAction(state: State, sessionId: string, name: EndpointName): void {
  const done = state.actions.get(sessionId) ?? {};
  remember(state.actions, sessionId, { ...done, [name]: (done[name] ?? 0) + 1 }, maxBorrowers);
}

/** A repayment answer as the scenario shapes it: without the pay-code box and the banner. */
function repaymentAnswer<T extends object>(call: Call, data: T): T {
  if (call.scenario.repayment?.payCodeBox !== false) return data;
  return { ...data, defDetail: null, isShowReyTop: 0 };
}

function isWrongCaptcha(capcode: string | undefined): boolean {
  return (capcode ?? '').trim().toUpperCase() === promotionTriggers.wrongCaptcha;
}

function isRegistered(phone: string | undefined): boolean {
  return (promotionTriggers.registeredPhones as readonly string[]).includes(digits(phone));
}

function bindCard({ params, scenario }: Call): Reply {
  if (scenario.bindCard === 'rejected') return fail(1, bindCardRejectedMessage);
  const problem = bindCardProblem(params);
  return problem === undefined ? ok({}) : fail(1, problem);
}

/** Query parameters plus the body, whatever its encoding (form, JSON or multipart). */
async function readParams(
  request: Request,
): Promise<{ params: Record<string, string>; files: Record<string, File> }> {
  const params: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of new URL(request.url).searchParams) params[key] = value;
  if (request.method === 'GET' || request.method === 'HEAD') return { params, files };
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [key, value] of Object.entries(body)) {
          if (value !== null && value !== undefined) params[key] = String(value);
        }
      }
    } else if (type.includes('multipart/form-data')) {
      for (const [key, value] of await request.formData()) {
        if (typeof value === 'string') params[key] = value;
        else files[key] = value;
      }
    } else {
      for (const [key, value] of new URLSearchParams(await request.text())) params[key] = value;
    }
  } catch {
    // An unreadable body leaves the query parameters, as a lenient server would.
  }
  return { params, files };
}

function serverError(headers: Record<string, string>): Response {
  return HttpResponse.html(
    '<!doctype html><html><head><title>500 Internal Server Error</title></head>' +
      '<body><h1>500 Internal Server Error</h1><hr><p>nginx</p></body></html>',
    { status: 500, headers },
  );
}

function garbled(successCode: number | string, headers: Record<string, string>): Response {
  // Cut off mid-object, as a proxy that drops the connection would leave it.
  return new HttpResponse(
    `{"code":${JSON.stringify(successCode)},"message":"success","data":{"list":[{"id":1,"na`,
    { status: 200, headers: { 'Content-Type': 'application/json', ...headers } },
  );
}

function fixtureContext(
  config: AppConfig,
  request: Request,
  scenario: Scenario,
): fx.FixtureContext {
  const keys = createWireKeys(config.wireKeys);
  const caller = callingPageUrl(request);
  // Links resolve against the calling page, so they keep its origin and base path.
  const pageBase = caller && /^https?:/i.test(caller) ? caller : new URL('/', request.url).href;
  return {
    config,
    keys,
    page: (path) => new URL(path, pageBase).href,
    file: (name) => new URL(`${config.servicePrefix}${mockFilesPath}/${name}`, request.url).href,
    empty: scenario.empty === true,
    now: Date.now(),
  };
}

/** The handlers of the mock backend for a configuration (wire paths, keys and brand follow it). */
export function createHandlers(
  config: AppConfig = defaultConfig,
  options: HandlerOptions = {},
): RequestHandler[] {
  const state: State = {
    uploads: new Map(),
    uploadCount: 0,
    complaints: [],
    // Above the sample ids, so filed complaints never collide with them.
    nextComplaintId: 201,
    scores: new Map(),
    sidCount: 0,
    keyedAnswers: new Map(),
    actions: new Map(),
  };
  const responders = createResponders(state);

  /** The scenario of a request, after its delay has passed. */
  const scenarioOf = async (request: Request) => {
    const name = resolveScenarioName(request, options.scenario);
    const scenario: Scenario = scenarios[name];
    if (scenario.delayMs) await delay(scenario.delayMs);
    return { name, scenario, headers: { 'X-Mock-Scenario': name } };
  };

  const endpointHandler = (name: EndpointName) => {
    const endpoint: Endpoint = endpoints[name];
    const route = endpoint.method === 'GET' ? http.get : http.post;
    return route(`*${wirePath(endpoint, config)}`, async ({ request }) => {
      const { scenario, headers } = await scenarioOf(request);
      const successCode = successCodes[endpoint.success];
      switch (scenario.failure) {
        case 'server':
          return serverError(headers);
        case 'garbled':
          return garbled(successCode, headers);
        case 'business':
          return HttpResponse.json(
            { code: failureCodes[endpoint.success], message: businessErrorMessage, data: null },
            { headers },
          );
        case 'malformed':
          return HttpResponse.json(
            { code: successCode, message: 'success', data: fx.malformedData(name) },
            { headers },
          );
      }
      const requestKey = endpoint.requestKey ? request.headers.get(requestKeyHeader) : null;
      const keyed = requestKey ? `${name} ${requestKey}` : undefined;
      // The same action again: its first answer, and nothing is done twice.
      if (keyed && state.keyedAnswers.has(keyed)) {
        return HttpResponse.json(state.keyedAnswers.get(keyed) as JsonBodyType, { headers });
      }
      const { params, files } = await readParams(request);
      const ctx = fixtureContext(config, request, scenario);
      const reply = await responders[name]({ request, params, files, scenario, ctx });
      const envelope = {
        code: reply.code ?? successCode,
        message: reply.message ?? 'success',
        data: reply.data,
      };
      if (keyed) remember(state.keyedAnswers, keyed, envelope, maxKeyedAnswers);
      if (endpoint.requestKey && reply.code === undefined) {
        countAction(state, params.sessionId ?? '', name);
      }
      return HttpResponse.json(envelope as JsonBodyType, { headers });
    });
  };

  const captchaHandler = http.get(`*${wirePath(captchaEndpoint, config)}`, async ({ request }) => {
    const { scenario, headers } = await scenarioOf(request);
    if (scenario.failure === 'server') return serverError(headers);
    const sid = new URL(request.url).searchParams.get('sid') ?? '';
    return new HttpResponse(fx.captchaSvg(sid || 'no-sid'), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store', ...headers },
    });
  });

  const filesHandler = http.get(`*${config.servicePrefix}${mockFilesPath}/:name`, ({ params }) => {
    const name = String(params.name);
    const upload = state.uploads.get(name);
    if (upload) {
      return new HttpResponse(upload.body, { headers: { 'Content-Type': upload.type } });
    }
    const fixtureSvg = fx.mockFileSvg(name, config);
    if (fixtureSvg) {
      return new HttpResponse(fixtureSvg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }
    const label = name
      .replace(/\.svg$/, '')
      .replace(/^sample-/, '')
      .replace(/-/g, ' ');
    return new HttpResponse(fx.placeholderImageSvg(label), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  });

  const actionsHandler = http.get(`*${config.servicePrefix}${mockActionsPath}`, ({ request }) => {
    const sessionId = new URL(request.url).searchParams.get('sessionId') ?? '';
    return HttpResponse.json(state.actions.get(sessionId) ?? {});
  });

  return [
    ...(Object.keys(endpoints) as EndpointName[]).map(endpointHandler),
    captchaHandler,
    filesHandler,
    actionsHandler,
  ];
}

/** The handlers with the default configuration (unit tests). */
export const handlers = createHandlers();
