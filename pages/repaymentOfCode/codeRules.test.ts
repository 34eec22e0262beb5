import { describe, expect, it } from 'vitest';
import { amountOf, codePageState, codeViewOf } from './codeRules.ts';

describe('repayment by code: the query', () => {
  it('showType 1 shows the code to copy with the channel image', () => {
    expect(
      codeViewOf(
        '?showType=1&payCode=730061204175&payCodeImg=https://cdn.example.ph/maxwell/channel-pictures/711.png&repayAmount=450500',
      ),
    ).toEqual({
      kind: 'code',
      payCode: '730061204175',
      image: 'https://cdn.example.ph/maxwell/channel-pictures/711.png',
      repayAmount: 450500,
    });
  });

  it('any other showType shows a QR code, from the image or from payCode', () => {
    expect(codeViewOf('?showType=2&payCodeImg=/maxwell/channel-pictures/qr.svg')).toEqual({
      kind: 'qr',
      payCode: '',
      image: `${location.origin}/maxwell/channel-pictures/qr.svg`,
      repayAmount: undefined,
    });
    expect(codeViewOf('?showType=0&payCode=7300')).toMatchObject({ kind: 'qr', image: undefined });
    expect(codeViewOf('?payCode=7300')).toMatchObject({ kind: 'qr', payCode: '7300' });
  });

  it('drops a picture that is not on this site or an image host', () => {
    for (const image of [
      'https://evil.example/qr.png',
      'http://cdn.example.ph/711.png',
      'https://cdn.example.ph.evil.example/711.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/q.png',
    ]) {
      expect(
        codeViewOf(`?showType=1&payCode=7300&payCodeImg=${encodeURIComponent(image)}`),
      ).toMatchObject({ kind: 'code', image: undefined });
    }
  });

  it("draws the QR code from payCode when the link's picture is from another host", () => {
    expect(
      codeViewOf(
        '?showType=2&payCode=X&payCodeImg=https://evil.example/qr.png&repayAmount=1250000',
      ),
    ).toEqual({ kind: 'qr', payCode: 'X', image: undefined, repayAmount: 1250000 });
  });

  it('has nothing to show without the code (showType 1) or without code and image (QR)', () => {
    expect(
      codeViewOf('?showType=1&payCodeImg=https://cdn.example.ph/maxwell/channel-pictures/711.png'),
    ).toEqual({
      kind: 'missing',
    });
    expect(codeViewOf('?showType=2&payCodeImg=javascript:alert(1)')).toEqual({ kind: 'missing' });
    expect(codeViewOf('')).toEqual({ kind: 'missing' });
  });

  it('shows as a code only digits and capitals (spaces or dashes between), 64 at most', () => {
    expect(codeViewOf('?showType=1&payCode=7300-6120 4175')).toMatchObject({
      kind: 'code',
      payCode: '7300-6120 4175',
    });
    for (const payCode of [
      'Send 4505 to GCash 0917 123 4567 instead',
      '<b>7300</b>',
      '7300;6120',
      '-7300',
      'ref 7300',
      'A'.repeat(65),
    ]) {
      expect(codeViewOf(`?showType=1&payCode=${encodeURIComponent(payCode)}`)).toEqual({
        kind: 'missing',
      });
    }
    // A QR code with a trusted picture still shows it, without the text as its code.
    expect(
      codeViewOf(
        '?showType=2&payCode=pay%20me%20at%20evil.example&payCodeImg=/maxwell/channel-pictures/qr.svg',
      ),
    ).toMatchObject({ kind: 'qr', payCode: '' });
  });

  it('reads the amount as whole minor units only', () => {
    expect(amountOf('450500')).toBe(450500);
    expect(amountOf('9007199254740991')).toBe(9007199254740991);
    const unsafe = ['9007199254740993', '１２３', '0x10', 'Infinity'];
    for (const text of ['', ' ', '-5', '12.50', '1e5', 'abc', undefined, ...unsafe]) {
      expect(amountOf(text), String(text)).toBeUndefined();
    }
  });
});

describe('repayment by code: the page state', () => {
  it('loads until the query is read, then shows the code or says the link is incomplete', () => {
    expect(codePageState(undefined)).toEqual({ status: 'loading' });
    expect(codePageState('?showType=1')).toEqual({ status: 'missing' });
    expect(codePageState('?showType=1&payCode=730061204175')).toEqual({
      status: 'ready',
      data: { kind: 'code', payCode: '730061204175', image: undefined, repayAmount: undefined },
    });
  });
});
