import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  disclosureAdvisory,
  lenderNoticeLabel,
} from '../../shared/ui/lender-notice/LenderNotice.prerendered.tsx';
import { hydrateIslands } from '../../shared/page/islands.tsx';
import { ContactForm } from './ContactForm.tsx';
import { LandingPage } from './LandingPage.tsx';
import { SectionNav } from './SectionNav.tsx';
import { collectConsoleErrors } from '../../tests/pages/consoleErrors.ts';

const islands = { sectionNav: SectionNav, contactForm: ContactForm };

/** The page as the build leaves it: prerendered markup in #root, then the islands hydrated. */
let hydrated: string[] = [];
let consoleErrors: unknown[][] = [];
const windowErrors: string[] = [];

beforeAll(async () => {
  consoleErrors = collectConsoleErrors();
  window.addEventListener('error', (event) => windowErrors.push(String(event.message)));
  // Rendered at build time, where there is no address; opened later from a link to /#qa.
  history.replaceState(null, '', '/');
  document.body.innerHTML = `<div id="root">${renderToString(<LandingPage />)}</div>`;
  history.replaceState(null, '', '/#qa');
  await act(async () => {
    hydrated = hydrateIslands(islands);
  });
});

describe('landing page', () => {
  it('hydrates the nav bar and the contact form with no mismatch', () => {
    expect(hydrated).toEqual(['sectionNav', 'contactForm']);
    expect(consoleErrors).toEqual([]);
    expect(windowErrors).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the entry the address names once hydrated', () => {
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Q&A' }).getAttribute('aria-current')).toBe(
      'location',
    );
  });

  it('says what the loan is, with the brand from the configuration', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'PesoAgad cash loans for 91 to 365 calendar days',
    );
  });

  it('shows the amounts and the rate on offer from the configuration, then the loan terms', () => {
    const home = document.getElementById('home');
    if (!home) throw new Error('no home section');
    const facts = [...home.querySelectorAll('dl')].map((list) =>
      [...list.querySelectorAll(':scope > div')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual([
      [
        ['Loan amount', '₱1.000\u2060–\u2060₱20.000'],
        ['Interest rate', '0.05% per day'],
      ],
      [
        ['Term', '91 to 365 days to repay'],
        ['Decision', '1 day from your application'],
        ['Money in your account', '1–3 days after you accept'],
        ['Who can borrow', '18+ Filipinos living here'],
      ],
    ]);
  });

  it('has one primary action, Get the app, to the configured store, the other store a quiet link beside it', () => {
    const getTheApp = screen.getByRole('link', { name: 'Get the app' });
    const other = screen.getByRole('link', { name: 'Also on the App Store' });
    expect([getTheApp.getAttribute('href'), other.getAttribute('href')]).toEqual([
      defaultConfig.googlePlayUrl,
      defaultConfig.appStoreUrl,
    ]);
    expect(getTheApp.parentElement).toBe(other.parentElement);
    expect(document.getElementById('home')?.contains(getTheApp)).toBe(true);
  });

  it("shows the lender's registration and the advisory in the first section", () => {
    const home = document.getElementById('home');
    if (!home) throw new Error('no home section');
    const notice = within(home).getByRole('complementary', { name: lenderNoticeLabel });
    expect(notice.textContent).toContain(
      `SEC Registration No. ${defaultConfig.secRegistrationNumber}`,
    );
    expect(notice.textContent).toContain(disclosureAdvisory);
  });

  it('walks through the five steps in order', () => {
    const procedures = document.getElementById('procedures');
    if (!procedures) throw new Error('no procedures section');
    expect(
      within(procedures)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Application', 'Decision', 'Acceptance', 'Disbursement', 'Repayment']);
  });

  it('answers questions from the loan terms in disclosures that open without the script', () => {
    const qa = document.getElementById('qa');
    if (!qa) throw new Error('no Q&A section');
    const questions = [...qa.querySelectorAll('details > summary')].map((summary) =>
      summary.textContent?.trim(),
    );
    expect(questions).toContain('Who can apply for a loan?');
    expect(questions).toContain('Can I repay early?');
    expect(questions).toContain('What happens if I pay late?');
    const answers = qa.textContent ?? '';
    expect(answers).toContain('not earlier than 7 calendar days after the money was disbursed');
    expect(answers).toContain('once half of the term has passed');
    expect(answers).toContain('₱1.000,00 for new clients and ₱800,00 for repeat clients');
    expect(answers).toContain('days 1-30: 5% a day');
    expect(answers).toContain('days 31-90: 4% a day');
    expect(answers).toContain('from day 91: 2% a day');
    expect(answers).toContain('extends your loan by the same period');
    expect(answers).toContain('within 3 calendar days');
    expect(answers).toContain('7 business days');
    expect(answers).toContain('grace period of 10 days');
    expect(
      within(qa)
        .getByRole('link', { name: 'Read the full loan terms and conditions' })
        .getAttribute('href'),
    ).toBe('/loanAgreement.html');
  });

  it('has headings in order: one h1, then a h2 per section', () => {
    const levels = [...document.querySelectorAll('h1, h2, h3')].map((heading) => heading.tagName);
    expect(levels.filter((level) => level === 'H1')).toHaveLength(1);
    expect(levels[0]).toBe('H1');
    expect(levels.filter((level) => level === 'H2')).toHaveLength(4);
    for (let index = 1; index < levels.length; index += 1) {
      const step = Number(levels[index]?.[1]) - Number(levels[index - 1]?.[1]);
      expect(step).toBeLessThanOrEqual(1);
    }
  });

  it('embeds the privacy policy in a lazy frame, with a link to open it full page', () => {
    const frame = screen.getByTitle('Privacy Policy');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/privacyPolicy.html');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(
      screen
        .getByRole('link', { name: 'Open the privacy policy in full page' })
        .getAttribute('href'),
    ).toBe('/privacyPolicy.html');
  });

  it('offers the service e-mail', () => {
    expect(screen.getByRole('link', { name: 'support@pesoagad.ph' }).getAttribute('href')).toBe(
      'mailto:support@pesoagad.ph',
    );
  });

  it('runs the hydrated contact form: toast from the shared host, form cleared', () => {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria Santos' } });
    fireEvent.change(screen.getByLabelText('Telephone'), { target: { value: '09171234567' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'maria@example.ph' } });
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'Call me' } });
    expect((screen.getByLabelText('Telephone') as HTMLInputElement).value).toBe('091 7123 4567');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    screen.getByText('Successful!');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(consoleErrors).toEqual([]);
  });
});
