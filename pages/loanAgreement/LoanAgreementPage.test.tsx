import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { contentsAndSections, sectionText, termsIn } from '../../tests/pages/legalDocumentPage.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { LoanAgreementPage } from './LoanAgreementPage.tsx';

// Another brand than the default: see otherBrandConfig.
vi.mock('../../shared/config/appConfig.ts', () =>
  import('../../tests/pages/legalDocumentPage.ts').then((m) => m.otherBrandConfig()),
);

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
  // Each section title maps the figure (the test's name) to the phrase its text must contain.
  const figures: Record<string, Record<string, string>> = {
    'Loan amount and term': { 'term: 91 to 365 calendar days': 'from 91 to 365 calendar days' },
    'Application and decision': { 'decision within 1 day': 'within 1 day' },
    'Acceptance and disbursement': {
      'credited within 1-3 calendar days of acceptance':
        'credited to your bank account or e-wallet within 1 to 3 calendar days of acceptance',
    },
    'Late payment': {
      'the penalty is charged once': 'one-time late payment penalty',
      // In the one money format (shared/format/money.ts).
      'penalty 1,000 pesos for new clients': `${formatMoney(100_000)} for new clients`,
      'penalty 800 pesos for repeat clients': `${formatMoney(80_000)} for repeat clients`,
      '5% daily on days 1-30': '5% per day for days 1 to 30',
      '4% daily on days 31-90': '4% per day for days 31 to 90',
      '2% daily from day 91': '2% per day from day 91',
      'daily interest on the unpaid amount': 'every day on the unpaid amount',
    },
    'Early repayment': {
      'prepayment after half the term': 'once half of the loan term has passed',
      'prepayment not earlier than 7 calendar days after disbursement':
        'not earlier than 7 calendar days after disbursement',
    },
    'Extending your loan \\(prolongation\\)': {
      'prolongation by the same period': 'extend your loan by the same period',
      'prolongation before, during or after maturity': 'before, during or after maturity',
      'prolongation once due interest and penalties are paid': 'pay the due interest and penalties',
    },
    'Changes to your details': {
      'change of name, birth date or address within 3 calendar days':
        'change of your name, date of birth or address within 3 calendar days',
    },
    Assignment: { 'assignment with 7 business days notice': 'at least 7 business days' },
    'Court judgement': { 'judgement payment grace of 10 days': 'grace period of 10 days' },
    'Who may borrow': {
      'eligibility: Filipino': 'be a Filipino citizen',
      'eligibility: over 18': 'be 18 years of age or over',
      'eligibility: permanent address in the Philippines':
        'have a permanent address in the Philippines',
      'minors are under 18': 'Minors, that is, persons under 18 years of age',
    },
    'Disclosure of the cost of your loan': {
      'Truth in Lending Act disclosure': 'Truth in Lending Act (Republic Act No. 3765)',
    },
    'The Lender': {
      'lending company under Republic Act No. 9474': 'Republic Act No. 9474',
      'SEC registration': 'registered with the Securities and Exchange Commission',
    },
  };
  it.each(
    Object.entries(figures).flatMap(([section, phrases]) =>
      Object.entries(phrases).map(([figure, phrase]) => [section, figure, phrase]),
    ),
  )('%s: %s', (section, _figure, phrase) => {
    render(<LoanAgreementPage />);
    expect(sectionText(section)).toContain(phrase);
  });

  it('names the six lifecycle stages in order', () => {
    render(<LoanAgreementPage />);
    expect(termsIn('How a loan works')).toEqual([
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
    const { targets, sectionIds } = contentsAndSections();
    expect(targets).toEqual(sectionIds.map((id) => `#${id}`));
    expect(sectionIds).toContain('late-payment');
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
