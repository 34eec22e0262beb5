import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoanAgreementPage } from './LoanAgreementPage.tsx';

// Another brand than the default, so a name written into the text instead of read from the
// configuration shows up as a failure.
vi.mock('../../shared/config/appConfig.ts', async () => {
  const { createConfig } = await import('../../shared/config/config.ts');
  return {
    appConfig: createConfig({
      VITE_APP_NAME: 'Kwarta',
      VITE_APP_ENGLISH_NAME: 'Kwarta Lending Corporation',
      VITE_SERVICE_EMAIL: 'help@kwarta.example',
    }),
  };
});

/** The text of the section whose heading names it, spaces collapsed as a reader sees them. */
function sectionText(title: string): string {
  const region = screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });
  return (region.textContent ?? '').replace(/\s+/g, ' ');
}

describe('Loan terms and conditions', () => {
  it('is titled exactly "Loan terms and conditions"', () => {
    render(<LoanAgreementPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loan terms and conditions');
  });

  it('is governed by Philippine law', () => {
    render(<LoanAgreementPage />);
    expect(screen.getByRole('main').textContent).toContain(
      'governed by the laws of the Republic of the Philippines',
    );
  });

  it('names the lender and the app from the configuration, never the default brand', () => {
    const html = renderToStaticMarkup(<LoanAgreementPage />);
    expect(html).toContain('Kwarta Lending Corporation (the “Lender”');
    expect(html).toContain('through the Kwarta app');
    expect(html).not.toMatch(/PesoAgad/i);
  });

  // Spec §9 'Loan terms', §5 eligibility and §1 lifecycle: one figure per test, in its section.
  it.each([
    ['Loan amount and term', 'term: 91 to 365 calendar days', 'from 91 to 365 calendar days'],
    ['Application and decision', 'decision within 1 day', 'within 1 day'],
    [
      'Acceptance and disbursement',
      'credited within 1-3 calendar days of acceptance',
      'credited to your bank account or e-wallet within 1 to 3 calendar days of acceptance',
    ],
    ['Late payment', 'the penalty is charged once', 'one-time late payment penalty'],
    ['Late payment', 'penalty 1,000 pesos for new clients', '1,000 pesos for new clients'],
    ['Late payment', 'penalty 800 pesos for repeat clients', '800 pesos for repeat clients'],
    ['Late payment', '5% daily on days 1-30', '5% per day for days 1 to 30'],
    ['Late payment', '4% daily on days 31-90', '4% per day for days 31 to 90'],
    ['Late payment', '2% daily from day 91', '2% per day from day 91'],
    ['Late payment', 'daily interest on the unpaid amount', 'every day on the unpaid amount'],
    ['Early repayment', 'prepayment after half the term', 'once half of the loan term has passed'],
    [
      'Early repayment',
      'prepayment not earlier than 7 calendar days after disbursement',
      'not earlier than 7 calendar days after disbursement',
    ],
    [
      'Extending your loan \\(prolongation\\)',
      'prolongation by the same period',
      'extend your loan by the same period',
    ],
    [
      'Extending your loan \\(prolongation\\)',
      'prolongation before, during or after maturity',
      'before, during or after maturity',
    ],
    [
      'Extending your loan \\(prolongation\\)',
      'prolongation once due interest and penalties are paid',
      'pay the due interest and penalties',
    ],
    [
      'Changes to your details',
      'change of name, birth date or address within 3 calendar days',
      'change of your name, date of birth or address within 3 calendar days',
    ],
    ['Assignment', 'assignment with 7 business days notice', 'at least 7 business days'],
    ['Court judgement', 'judgement payment grace of 10 days', 'grace period of 10 days'],
    ['Who may borrow', 'eligibility: Filipino', 'be a Filipino citizen'],
    ['Who may borrow', 'eligibility: over 18', 'be 18 years of age or over'],
    [
      'Who may borrow',
      'eligibility: permanent address in the Philippines',
      'have a permanent address in the Philippines',
    ],
    ['Who may borrow', 'minors are under 18', 'Minors, that is, persons under 18 years of age'],
    [
      'Disclosure of the cost of your loan',
      'Truth in Lending Act disclosure',
      'Truth in Lending Act (Republic Act No. 3765)',
    ],
    ['The Lender', 'lending company under Republic Act No. 9474', 'Republic Act No. 9474'],
    ['The Lender', 'SEC registration', 'registered with the Securities and Exchange Commission'],
  ])('%s: %s', (section, _figure, phrase) => {
    render(<LoanAgreementPage />);
    expect(sectionText(section)).toContain(phrase);
  });

  it('names the six lifecycle stages in order', () => {
    render(<LoanAgreementPage />);
    const region = screen.getByRole('region', { name: /How a loan works$/ });
    const stages = [...region.querySelectorAll('dt')].map((term) => term.textContent);
    expect(stages).toEqual([
      'Application',
      'Decision',
      'Acceptance',
      'Disbursement',
      'Maturity',
      'Default',
    ]);
  });

  it('lists every section in the contents', () => {
    render(<LoanAgreementPage />);
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const sections = [...document.querySelectorAll('main section')].map((section) => section.id);
    expect(targets).toEqual(sections.map((id) => `#${id}`));
    expect(sections).toContain('late-payment');
  });

  it('links to the Privacy Policy and writes to the configured e-mail', () => {
    render(<LoanAgreementPage />);
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' }).getAttribute('href')).toBe(
      '/privacyPolicy.html',
    );
    expect(screen.getByRole('link', { name: 'help@kwarta.example' }).getAttribute('href')).toBe(
      'mailto:help@kwarta.example',
    );
  });
});
