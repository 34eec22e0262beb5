import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { definePageLoad, firstPageLoad, paintedPageData } from '../data/pageData.ts';
import { markPageStarted } from './pageStart.ts';
import { paintFirstFigures } from './earlyFigures.ts';
import { figuresAttribute, type LoanHeaderView } from '../ui/loan-header/loanHeader.ts';

interface Payment {
  amount: string;
}

const answered = (amount: string): Promise<ApiResult<Payment>> =>
  Promise.resolve({ success: true, code: 0, message: '', data: { amount }, raw: {} });

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

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(window, '__earlyPageLoad');
  Reflect.deleteProperty(window, '__pageStarted');
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('paintFirstFigures', () => {
  it('writes the answer into the header, text and attributes, and tells the page it did', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-1');
    const header = pendingHeader();
    const definition = definePageLoad({ query: ['orderId'], load: () => answered('₱4.505,00') });
    paintFirstFigures(definition, figuresOf);
    await settled();
    expect(header.outerHTML).toBe(
      '<section data-first-figures="shown" data-tone="due"><p data-figure="status">Payment due</p>' +
        '<dd data-figure="amount">₱4.505,00</dd></section>',
    );
    // The page's first render draws the same; its first attempt takes the same call.
    expect(paintedPageData(definition)).toEqual({ amount: '₱4.505,00' });
    expect(firstPageLoad(definition, '?orderId=PA-1').answer).toBeDefined();
  });

  it("leaves the header to React once the page's code has started", async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-2');
    const header = pendingHeader();
    const before = header.outerHTML;
    const definition = definePageLoad({ query: ['orderId'], load: () => answered('₱1,00') });
    paintFirstFigures(definition, figuresOf);
    markPageStarted();
    await settled();
    expect(header.outerHTML).toBe(before);
    expect(paintedPageData(definition)).toBeUndefined();
  });

  it('leaves a failure to React, and makes no call without the ids', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-3');
    const header = pendingHeader();
    const before = header.outerHTML;
    const failing = definePageLoad({
      query: ['orderId'],
      load: (): Promise<ApiResult<Payment>> =>
        Promise.resolve({
          success: false,
          code: 1,
          message: 'Down for maintenance',
          data: undefined,
          raw: {},
          failure: 'business',
        }),
    });
    paintFirstFigures(failing, figuresOf);
    await settled();
    expect(header.outerHTML).toBe(before);

    Reflect.deleteProperty(window, '__earlyPageLoad');
    window.history.replaceState(null, '', '/repay.html');
    let calls = 0;
    const counted = definePageLoad({
      query: ['orderId'],
      load: () => {
        calls += 1;
        return answered('₱1,00');
      },
    });
    paintFirstFigures(counted, figuresOf);
    await settled();
    expect(calls).toBe(0);
    expect(header.outerHTML).toBe(before);
  });
});
