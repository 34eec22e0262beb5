import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AboutUsPage } from './AboutUsPage.tsx';

// Another brand than the default: see otherBrandConfig.
vi.mock('../../shared/config/appConfig.ts', () =>
  import('../../tests/pages/legalDocumentPage.ts').then((m) => m.otherBrandConfig()),
);

describe('About us', () => {
  it('is titled "About us"', () => {
    render(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us');
  });

  it('has the sections of the spec in order: welcome, mission, advantages, team, contact, e-mail', () => {
    render(<AboutUsPage />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Welcome to Kwarta',
      'Our mission',
      'Why borrow with us',
      'Our team',
      'Contact us',
      'Customer service e-mail',
    ]);
  });

  it('quotes the decision and credit times of the loan terms (spec §9)', () => {
    render(<AboutUsPage />);
    const advantages = screen.getByRole('region', { name: 'Why borrow with us' }).textContent;
    expect(advantages).toContain('a decision within 1 day;');
    expect(advantages).toContain('reaches your account within 1 to 3 calendar days.');
  });

  it('opens a mail to the configured customer-service e-mail', () => {
    render(<AboutUsPage />);
    const region = screen.getByRole('region', { name: 'Customer service e-mail' });
    const link = screen.getByRole('link', { name: 'help@kwarta.example' });
    expect(region.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('mailto:help@kwarta.example');
  });

  it('links to the loan terms and the privacy policy', () => {
    render(<AboutUsPage />);
    expect(
      screen.getByRole('link', { name: 'Loan terms and conditions' }).getAttribute('href'),
    ).toBe('/loanAgreement.html');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacyPolicy.html',
    );
  });

  it('names the app and the lender from the configuration, never the default brand', () => {
    const html = renderToStaticMarkup(<AboutUsPage />);
    expect(html).toContain('Kwarta is the mobile cash-loan app of Kwarta Lending Corporation');
    expect(html).not.toMatch(/PesoAgad/i);
  });

  it('has no table of contents', () => {
    render(<AboutUsPage />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
