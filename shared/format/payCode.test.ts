// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupPayCode, payCodeToCopy } from './payCode.ts';

describe('groupPayCode', () => {
  it.each([
    ['730061204175', '7300 6120 4175'],
    ['7300612041759', '7300 6120 4175 9'],
    ['7300 6120 4175', '7300 6120 4175'],
    ['7300-6120-4175', '7300 6120 4175'],
    [' 73006 1204175 ', '7300 6120 4175'],
    ['AB12CD34EF', 'AB12 CD34 EF'],
    ['73006', '7300 6'],
    ['7300', '7300'],
    ['730', '730'],
    ['', ''],
  ])('%j reads as %j', (code, shown) => {
    expect(groupPayCode(code)).toBe(shown);
  });
});

describe('payCodeToCopy', () => {
  it.each([
    ['730061204175', '730061204175'],
    ['7300 6120 4175', '730061204175'],
    ['7300-6120-4175', '730061204175'],
    [' 7300\u00a06120 4175\n', '730061204175'],
    ['AB12 CD34', 'AB12CD34'],
    ['', ''],
  ])('%j copies as %j', (code, copied) => {
    expect(payCodeToCopy(code)).toBe(copied);
  });

  it('copies what is shown, less the spaces', () => {
    const shown = groupPayCode('730061204175');
    expect(payCodeToCopy(shown)).toBe('730061204175');
  });
});
