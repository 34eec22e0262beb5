import { beforeEach, describe, expect, it, vi } from 'vitest';
import { disclosureHref } from './disclosure.ts';

// The page runs on http://localhost:3000 (the test environment's origin). Besides it, the API
// origin and two configured origins are trusted, one of them a local one over plain http (which
// only development accepts).
vi.mock('../config/appConfig.ts', async () => {
  const { createConfig } = await import('../config/readConfig.ts');
  return {
    appConfig: createConfig(
      {
        VITE_API_ORIGIN: 'https://api.example.ph',
        VITE_TRUSTED_ORIGINS: 'https://h5.example.ph,http://127.0.0.1:8080',
      },
      { development: true },
    ),
  };
});

const session = 'sessionId=sess-1&userId=u-7';

beforeEach(() => {
  window.history.replaceState(null, '', `/orderDetail.html?productId=1001&${session}`);
});

describe('disclosureHref', () => {
  it('with none set, leads to the loan terms section on the cost of the loan, with the session', () => {
    expect(disclosureHref('')).toBe(
      `http://localhost:3000/loanAgreement.html?${session}#disclosure`,
    );
  });

  it('leads to a path on this site or an address the policy opens in the web view', () => {
    expect(disclosureHref('/disclosure.html')).toBe(
      `http://localhost:3000/disclosure.html?${session}`,
    );
    expect(disclosureHref('https://h5.example.ph/ds')).toBe(`https://h5.example.ph/ds?${session}`);
    expect(disclosureHref('https://lender.example/ds.pdf')).toBe('https://lender.example/ds.pdf');
  });

  it('never leads where the policy refuses to go: the loan terms section instead', () => {
    expect(disclosureHref('http://lender.example/ds')).toBe(
      `http://localhost:3000/loanAgreement.html?${session}#disclosure`,
    );
    expect(disclosureHref('javascript:alert(1)')).toBe(
      `http://localhost:3000/loanAgreement.html?${session}#disclosure`,
    );
  });
});
