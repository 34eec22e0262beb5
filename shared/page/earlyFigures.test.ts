import { afterEach, describe, expect, it } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { endpoints } from '../api/endpoints.ts';
import { asRecord, asText } from '../api/parse.ts';
import { quietCall } from '../api/request.ts';
import { failureMessages } from '../api/result.ts';
import { appConfig } from '../config/appConfig.ts';
import { definePageLoad, firstPageLoad, paintedPageData, startPageLoad } from '../data/pageData.ts';
import { markPageStarted } from './pageStart.ts';
import { paintFirstFigures } from './earlyFigures.ts';
import { figuresAttribute, type LoanHeaderView } from '../ui/loan-header/loanHeader.ts';

interface Payment {
  amount: string;
}

const parsePayment = (data: unknown): Payment => ({ amount: asText(asRecord(data).amount) });

/** A figures page's first call: a quiet call, as every pages/<page>/pageLoad.ts of such a page. */
const paymentLoad = (timeoutMs = appConfig.requestTimeoutMs) =>
  definePageLoad({
    query: ['orderId'],
    load: ({ orderId }) =>
      quietCall(endpoints.instalmentDetail, { orderId }, parsePayment, {
        ...appConfig,
        requestTimeoutMs: timeoutMs,
      }),
    hasContent: (payment: Payment) => payment.amount !== '',
  });

const figuresOf = ({ amount }: Payment): LoanHeaderView => ({
  tone: 'due',
  product: 'PesoAgad Flex',
  status: 'Payment due',
  amountLabel: 'Amount due',
  amount,
  dateLabel: 'Repayment date',
  date: '2026-12-01',
});

function pendingHeader(): HTMLElement {
  const header = document.createElement('section');
  header.setAttribute(figuresAttribute, 'pending');
  header.setAttribute('data-tone', 'neutral');
  header.innerHTML = '<p data-figure="status"></p><dd data-figure="amount"></dd>';
  document.body.append(header);
  return header;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  Reflect.deleteProperty(window, '__earlyPageLoad');
  Reflect.deleteProperty(window, '__pageStarted');
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('paintFirstFigures', () => {
  it('writes the answer into the header, text and attributes, and the page reads the same call', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-1');
    const calls = record('instalmentDetail');
    answer('instalmentDetail', { data: { amount: '₱4.505,00' } });
    const header = pendingHeader();
    const definition = paymentLoad();
    paintFirstFigures(definition, figuresOf);
    await settled();
    expect(header.outerHTML).toBe(
      '<section data-first-figures="shown" data-tone="due"><p data-figure="status">Payment due</p>' +
        '<dd data-figure="amount">₱4.505,00</dd></section>',
    );
    // The page's first render draws the same; its first attempt reads the script's exchange.
    expect(paintedPageData(definition)).toEqual({ amount: '₱4.505,00' });
    expect(await firstPageLoad(definition, '?orderId=PA-1').answer).toEqual({
      status: 'ready',
      data: { amount: '₱4.505,00' },
    });
    expect(calls).toHaveLength(1);
  });

  it("leaves the header to React once the page's code has started", async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-2');
    answer('instalmentDetail', { data: { amount: '₱1,00' } });
    const header = pendingHeader();
    const before = header.outerHTML;
    const definition = paymentLoad();
    paintFirstFigures(definition, figuresOf);
    markPageStarted();
    await settled();
    expect(header.outerHTML).toBe(before);
    expect(paintedPageData(definition)).toBeUndefined();
  });

  it('paints nothing where the page shows no figures for the answer (an order that redirects)', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-6');
    const calls = record('instalmentDetail');
    answer('instalmentDetail', { data: { amount: '₱2,00' } });
    const header = pendingHeader();
    const before = header.outerHTML;
    const definition = paymentLoad();
    paintFirstFigures(definition, () => undefined);
    await settled();
    expect(header.outerHTML).toBe(before);
    expect(paintedPageData(definition)).toBeUndefined();
    // The page still reads the answer, without a second request.
    expect(await firstPageLoad(definition, '?orderId=PA-6').answer).toEqual({
      status: 'ready',
      data: { amount: '₱2,00' },
    });
    expect(calls).toHaveLength(1);
  });

  it('makes no call without the ids', async () => {
    window.history.replaceState(null, '', '/repay.html');
    const calls = record('instalmentDetail');
    const header = pendingHeader();
    const before = header.outerHTML;
    paintFirstFigures(paymentLoad(), figuresOf);
    await settled();
    expect(calls).toHaveLength(0);
    expect(header.outerHTML).toBe(before);
    expect(window).not.toHaveProperty('__earlyPageLoad');
  });
});

describe('a failure the script parked as it came', () => {
  // What the page shows of the same answer when it makes the call itself.
  async function ownCall(search: string) {
    Reflect.deleteProperty(window, '__earlyPageLoad');
    return startPageLoad(paymentLoad(), search);
  }

  it.each([
    ['a business failure', { code: 1001, message: 'Order not found' }],
    ['an HTTP error', { status: 503, code: 0, data: { amount: '₱1,00' } }],
    ['a body that is not an envelope', { text: '<html>Bad gateway</html>', status: 200 }],
    ['a success with nothing to show', { data: { amount: '' } }],
  ] as const)('%s: the page reads it into the failure it shows, unpainted', async (_, reply) => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-3');
    const calls = record('instalmentDetail');
    answer('instalmentDetail', reply);
    const header = pendingHeader();
    const before = header.outerHTML;
    const definition = paymentLoad();
    paintFirstFigures(definition, figuresOf);
    await settled();
    expect(header.outerHTML).toBe(before);
    expect(paintedPageData(definition)).toBeUndefined();
    const shown = await firstPageLoad(definition, '?orderId=PA-3').answer;
    expect(calls).toHaveLength(1);
    expect(shown).toMatchObject({ status: 'failed' });
    expect(shown).toEqual(await ownCall('?orderId=PA-3'));
  });

  it('the deadline passed: the page says the request timed out', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-4');
    answer('instalmentDetail', { data: { amount: '₱1,00' } }, { delay: 'infinite' });
    const header = pendingHeader();
    const before = header.outerHTML;
    const definition = paymentLoad(30);
    paintFirstFigures(definition, figuresOf);
    expect(await firstPageLoad(definition, '?orderId=PA-4').answer).toEqual({
      status: 'failed',
      failure: 'timeout',
      message: failureMessages.timeout,
    });
    expect(header.outerHTML).toBe(before);
  });

  it('no answer came: the page says what went wrong', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-5');
    answer('instalmentDetail', 'network-error');
    const definition = paymentLoad();
    paintFirstFigures(definition, figuresOf);
    expect(await firstPageLoad(definition, '?orderId=PA-5').answer).toEqual({
      status: 'failed',
      failure: 'network',
      message: failureMessages.network,
    });
  });
});
