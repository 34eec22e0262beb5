// The scenario table (scenarios.ts): how a request names its scenario, the failure and empty
// scenarios every endpoint follows, and the names the README and the preview page list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../api/endpoints.ts';
import { defaultConfig } from '../config/config.ts';
import { businessErrorMessage, failureCodes, successCodes } from './failures.ts';
import { createHandlers } from './handlers.ts';
import { resolveScenarioName, scenarioNames, scenarios } from './scenarios.ts';
import {
  endpointNames,
  type Envelope,
  envelope,
  orderDetails,
  origin,
  respond,
  restorePageAndClock,
} from './testing.ts';

afterEach(restorePageAndClock);

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
