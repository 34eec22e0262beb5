// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureCase, failureTitles } from './failureCase.ts';

describe('failureCase', () => {
  it.each([
    ['network', 'connection', 'No connection'],
    ['timeout', 'connection', 'No connection'],
    ['offline', 'connection', 'No connection'],
    ['http', 'server', 'Something is wrong on our side'],
    ['malformed', 'server', 'Something is wrong on our side'],
    ['amount', 'server', 'Something is wrong on our side'],
    ['business', 'refused', 'Not available'],
    ['missing', 'link', 'This link is incomplete'],
    [undefined, 'server', 'Something is wrong on our side'],
  ] as const)('%s: the %s picture under the title %j', (reason, picture, title) => {
    expect(failureCase(reason)).toEqual({ picture, title });
  });

  it('keeps every title short: a few words, one line on a phone', () => {
    for (const title of Object.values(failureTitles)) {
      expect(title.split(' ').length).toBeLessThanOrEqual(6);
      expect(title).not.toMatch(/\.$/);
    }
  });
});
