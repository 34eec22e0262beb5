// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Report } from './report.ts';
import { createReportLimit, maxReports, sampled } from './reportLimit.ts';

const base = { build: 'b1', page: 'repay', engine: 'Blink' } as const;
const error = (message: string, stack = 'at f (https://a.example/x.js:1:2)'): Report => ({
  ...base,
  type: 'error',
  message,
  stack,
});

describe('createReportLimit', () => {
  it('sends an error once, however often it repeats', () => {
    const allowed = createReportLimit();
    expect(allowed(error('boom'))).toBe(true);
    expect(allowed(error('boom'))).toBe(false);
    expect(
      allowed(
        error('boom', 'at f (https://a.example/x.js:1:2)\nat g (https://a.example/x.js:9:9)'),
      ),
    ).toBe(false);
  });

  it('tells errors apart by kind, message and first frame', () => {
    const allowed = createReportLimit();
    expect(allowed(error('boom'))).toBe(true);
    expect(allowed(error('bang'))).toBe(true);
    expect(allowed(error('boom', 'at h (https://a.example/y.js:3:4)'))).toBe(true);
    expect(allowed({ ...error('boom'), type: 'rejection' })).toBe(true);
    expect(allowed({ ...base, type: 'failure', failure: 'http' })).toBe(true);
    expect(allowed({ ...base, type: 'failure', failure: 'http' })).toBe(false);
    expect(allowed({ ...base, type: 'failure', failure: 'timeout' })).toBe(true);
    expect(
      allowed({ ...base, type: 'csp', directive: 'img-src', blocked: 'https://x.example' }),
    ).toBe(true);
    expect(
      allowed({ ...base, type: 'csp', directive: 'img-src', blocked: 'https://y.example' }),
    ).toBe(true);
  });

  it(`sends at most ${maxReports} reports a page`, () => {
    const allowed = createReportLimit();
    const sent = Array.from({ length: 25 }, (_, index) => allowed(error(`error ${index}`)));
    expect(sent.filter(Boolean)).toHaveLength(maxReports);
    expect(sent.slice(0, maxReports).every(Boolean)).toBe(true);
  });

  it('counts afresh for each page view', () => {
    expect(createReportLimit(1)(error('boom'))).toBe(true);
    expect(createReportLimit(1)(error('boom'))).toBe(true);
  });
});

describe('sampled', () => {
  it('takes a page view when the draw falls under the share', () => {
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
    expect(sampled(0.1, () => 0.99)).toBe(false);
  });

  it('takes every page view at 1 and none at 0', () => {
    expect(sampled(1, () => 0.999_999)).toBe(true);
    expect(sampled(0, () => 0)).toBe(false);
  });

  it('takes about the share of page views', () => {
    let seed = 42;
    // A fixed sequence of draws, spread evenly enough for 10,000 of them.
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const taken = Array.from({ length: 10_000 }, () => sampled(0.1, random)).filter(Boolean).length;
    expect(taken).toBeGreaterThan(900);
    expect(taken).toBeLessThan(1100);
  });
});
