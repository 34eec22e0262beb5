import { afterEach, describe, expect, it } from 'vitest';
import {
  issuedCodesKey,
  isIssuedCode,
  keepIssuedCode,
  payCodeOfAddress,
} from './issuedPayCodes.ts';
import { paymentWaysStore, rememberIssuedCode, type RepaymentInfo } from './paymentWays.ts';

const hour = 3_600_000;

function openAs(query: string) {
  window.history.replaceState(null, '', `/repay.html?sessionId=s-1&${query}`);
}

afterEach(() => localStorage.clear());

describe('the pay codes the server gave this app', () => {
  it('keeps a salted digest per entry, never the code, and knows the code again', async () => {
    openAs('userId=u-7&orderId=9001');
    await keepIssuedCode('7300 6120 4175', '9001', Date.now() + hour);
    const stored = localStorage.getItem(issuedCodesKey) ?? '';
    expect(stored).not.toMatch(/7300|6120|4175/);
    const { salt, codes } = (JSON.parse(stored) as { data: { salt: string; codes: unknown[] } })
      .data;
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(codes).toHaveLength(1);
    // Written as the cashier takes it or as the page shows it, the same code.
    expect(await isIssuedCode('730061204175')).toBe(true);
    expect(await isIssuedCode('7300-6120-4175', '9001')).toBe(true);
    expect(await isIssuedCode('730061204176')).toBe(false);
    expect(await isIssuedCode('')).toBe(false);
  });

  it('salts each entry anew: the same code is kept under another digest', async () => {
    openAs('userId=u-7');
    await keepIssuedCode('730061204175', '9001', Date.now() + hour);
    const first = localStorage.getItem(issuedCodesKey);
    localStorage.clear();
    await keepIssuedCode('730061204175', '9001', Date.now() + hour);
    expect(localStorage.getItem(issuedCodesKey)).not.toBe(first);
  });

  it('vouches for it for its order only, within its window, for the borrower it was given', async () => {
    openAs('userId=u-7');
    const now = Date.now();
    await keepIssuedCode('730061204175', '9001', now + hour, now);
    expect(await isIssuedCode('730061204175', '9002', now)).toBe(false);
    expect(await isIssuedCode('730061204175', '9001', now + hour)).toBe(false);
    openAs('userId=u-8');
    expect(await isIssuedCode('730061204175', '', now)).toBe(false);
    openAs('');
    expect(await isIssuedCode('730061204175', '', now)).toBe(false);
  });

  it('keeps codes given one after the other, each until its own end', async () => {
    openAs('userId=u-7');
    const now = Date.now();
    await Promise.all([
      keepIssuedCode('111122223333', '9001', now + hour, now),
      keepIssuedCode('444455556666', '9002', now + 2 * hour, now),
    ]);
    expect(await isIssuedCode('111122223333', '9001', now)).toBe(true);
    expect(await isIssuedCode('444455556666', '9002', now)).toBe(true);
    expect(await isIssuedCode('111122223333', '9001', now + hour + 1)).toBe(false);
    expect(await isIssuedCode('444455556666', '9002', now + hour + 1)).toBe(true);
  });

  it("reads the code of a pay address only when it leads to this site's code page", () => {
    const here = location.origin;
    expect(payCodeOfAddress(`${here}/repaymentOfCode?showType=1&payCode=7300`)).toBe('7300');
    expect(payCodeOfAddress(`${here}/repaymentOfCode.html?payCode=7300`)).toBe('7300');
    expect(payCodeOfAddress('/repaymentOfCode?payCode=7300')).toBe('7300');
    expect(payCodeOfAddress(`${here}/repaymentOfCode2?payCode=7300`)).toBe('');
    expect(payCodeOfAddress('https://pay.example.ph/repaymentOfCode?payCode=7300')).toBe('');
    expect(payCodeOfAddress('https://wallet.example.ph/checkout?ref=7300')).toBe('');
    expect(payCodeOfAddress('not a url ::')).toBe('');
  });
});

describe('what the repayment pages remember', () => {
  const info: RepaymentInfo = {
    productId: '1001',
    orderId: '9001',
    productName: 'PesoAgad Flex',
    productLogo: '',
    repayAmount: 450500 as RepaymentInfo['repayAmount'],
    repayDate: '2099-01-31',
    payCode: '730061204175',
    payCodeLogo: '',
    payNotices: [],
  };

  it("the default pay box's code, as the answer arrives", async () => {
    openAs('userId=u-7&orderId=9001&productId=1001');
    paymentWaysStore.getState().openRepayment(info, []);
    expect(await isIssuedCode('730061204175', '9001')).toBe(true);
  });

  it("the code of generate-vcode's pay address, and nothing for another address", async () => {
    openAs('userId=u-7&orderId=9001&productId=1001');
    await rememberIssuedCode(`${location.origin}/repaymentOfCode?showType=2&payCode=5550001`, info);
    await rememberIssuedCode('https://wallet.example.ph/pay?payCode=5550002', info);
    expect(await isIssuedCode('5550001', '9001')).toBe(true);
    expect(await isIssuedCode('5550002', '9001')).toBe(false);
  });
});
