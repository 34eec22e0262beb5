// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findPage } from '../../shared/config/pages.ts';
import { findProduct, loan } from '../../shared/mock/catalogue.ts';
import { benchPath, benchResult, lcpElementText, medianRun } from './bench-lighthouse.ts';

describe('benchPath', () => {
  it('opens Order Details on an order the default mock scenario knows', () => {
    const url = new URL(benchPath(findPage('orderDetail')), 'http://localhost');
    expect(url.pathname).toBe('/orderDetail');
    expect(findProduct(url.searchParams.get('productId'))).toBeDefined();
    expect(url.searchParams.get('orderId')).toBe(loan.orderNo);
  });

  it('gives the failure page its order and opens other pages at their clean path', () => {
    expect(benchPath(findPage('error'))).toBe(`/error?orderId=${loan.orderNo}`);
    expect(benchPath(findPage('landing'))).toBe('/');
    expect(benchPath(findPage('customerService'))).toBe('/customerService');
  });
});

describe('medianRun', () => {
  const run = (score: number | null, name: string) => ({
    name,
    lhr: { categories: { performance: { score } } },
  });

  it('reports the run with the median performance score', () => {
    expect(medianRun([run(0.91, 'a'), run(0.99, 'b'), run(0.97, 'c')]).name).toBe('c');
    expect(medianRun([run(0.97, 'a')]).name).toBe('a');
    // An even count takes the lower middle run; a run without a score counts as 0.
    expect(medianRun([run(0.99, 'a'), run(null, 'b'), run(0.95, 'c'), run(0.98, 'd')]).name).toBe(
      'c',
    );
  });

  it('needs a run', () => {
    expect(() => medianRun([])).toThrow('no runs');
  });
});

describe('benchResult', () => {
  it('reads the metrics and rounds the category scores of a Lighthouse result', () => {
    const lhr = {
      audits: {
        'first-contentful-paint': { numericValue: 912.4 },
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.0123 },
        'largest-contentful-paint-element': {
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  {
                    node: {
                      type: 'node',
                      snippet: '<p class="_DOytBZ">',
                      nodeLabel: 'Your payment is due on 2026-11-30.',
                    },
                  },
                ],
              },
            ],
          },
        },
      },
      categories: {
        performance: { score: 0.976 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
      environment: { benchmarkIndex: 1424.5 },
    };
    expect(benchResult('orderDetail', 61_000, lhr)).toEqual({
      page: 'orderDetail',
      jsGzip: 61_000,
      fcp: 912.4,
      lcp: 1500,
      lcpElement: 'Your payment is due on 2026-11-30.',
      tbt: 20,
      cls: 0.0123,
      scores: { performance: 98, accessibility: 100, 'best-practices': 96, seo: 0 },
      hostIndex: 1424.5,
    });
    expect(benchResult('orderDetail', 61_000, { ...lhr, environment: {} }).hostIndex).toBeNaN();
  });
});

describe('lcpElementText', () => {
  it('gives the text of the element, shortened, or its tag when it has none', () => {
    const node = (fields: object) => ({
      type: 'list',
      items: [{ items: [{ node: { type: 'node', ...fields } }] }],
    });
    expect(lcpElementText(node({ nodeLabel: ' Status \n  text ' }))).toBe('Status text');
    expect(lcpElementText(node({ nodeLabel: 'x'.repeat(50) }))).toBe(`${'x'.repeat(39)}…`);
    expect(lcpElementText(node({ snippet: '<img src="a.png">' }))).toBe('<img src="a.png">');
    expect(lcpElementText(undefined)).toBe('n/a');
  });
});
