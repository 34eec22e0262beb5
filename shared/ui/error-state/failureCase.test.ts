// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type FailureReason, failureCase } from './failureCase.ts';

const reasons: (FailureReason | undefined)[] = [
  'network',
  'timeout',
  'offline',
  'http',
  'malformed',
  'amount',
  'business',
  'missing',
  undefined,
];

describe('failureCase', () => {
  it.each([
    ['network', 'no-connection', 'No connection'],
    ['timeout', 'no-connection', 'No connection'],
    ['offline', 'no-connection', 'No connection'],
    ['http', 'server-trouble', 'Something is wrong on our side'],
    ['malformed', 'server-trouble', 'Something is wrong on our side'],
    ['amount', 'server-trouble', 'Something is wrong on our side'],
    ['business', 'failure', 'Not available'],
    ['missing', 'failure', 'This link is incomplete'],
    [undefined, 'server-trouble', 'Something is wrong on our side'],
  ] as const)('%s: the %s picture under the title %j', (reason, picture, title) => {
    expect(failureCase(reason)).toEqual([picture, title]);
  });

  it('keeps every title short: a few words, one line on a phone, no full stop', () => {
    for (const reason of reasons) {
      const [, title] = failureCase(reason);
      expect(title.split(' ').length).toBeLessThanOrEqual(6);
      expect(title).not.toMatch(/\.$/);
    }
  });
});
