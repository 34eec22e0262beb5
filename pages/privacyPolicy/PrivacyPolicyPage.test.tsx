import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { contentsAndSections, sectionText, termsIn } from '../../tests/pages/legalDocumentPage.ts';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';

// Another brand than the default: see otherBrandConfig.
vi.mock('../../shared/config/appConfig.ts', () =>
  import('../../tests/pages/legalDocumentPage.ts').then((m) => m.otherBrandConfig()),
);

describe('Privacy Policy', () => {
  it('is titled "Privacy Policy"', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
  });

  it('cites the Data Privacy Act and the National Privacy Commission correctly', () => {
    render(<PrivacyPolicyPage />);
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('Data Privacy Act of 2012 (Republic Act No. 10173)');
    expect(text).toContain('National Privacy Commission (NPC)');
  });

  // Spec §2 'Privacy policy': every topic has its own section.
  it.each([
    ['Collection of information', 'Information you give us'],
    ['Your representations', 'true, accurate, complete and up to date'],
    ['How we use your information', 'assess your application'],
    ['Disclosure of information', 'We do not sell your personal information'],
    ['Cookies', 'cookies'],
    ['Minors', 'persons under 18 years of age'],
    ['Password security', 'never ask for your password'],
    ['Changes to this policy', 'update this policy'],
    ['Opting out', 'stop sending you marketing messages'],
    ['Grievance officer', 'acts as grievance officer'],
  ])('has the section "%s"', (title, phrase) => {
    render(<PrivacyPolicyPage />);
    expect(sectionText(title)).toContain(phrase);
  });

  it('describes each kind of device information: pictures, GPS, IDFA, network', () => {
    render(<PrivacyPolicyPage />);
    expect(termsIn('Device information')).toEqual([
      'Pictures',
      'Location (GPS)',
      'Advertising identifiers (IDFA)',
      'Network and device',
    ]);
  });

  it('lets the borrower write to the grievance officer at the configured e-mail', () => {
    render(<PrivacyPolicyPage />);
    const region = screen.getByRole('region', { name: /Grievance officer$/ });
    expect(
      within(region).getByRole('link', { name: 'help@kwarta.example' }).getAttribute('href'),
    ).toBe('mailto:help@kwarta.example');
  });

  it('lists every section in the contents', () => {
    render(<PrivacyPolicyPage />);
    const { targets, sectionIds } = contentsAndSections();
    expect(targets).toEqual(sectionIds.map((id) => `#${id}`));
    expect(sectionIds).toContain('grievance-officer');
  });

  it('names the app and the controller from the configuration, never the default brand', () => {
    const html = renderToStaticMarkup(<PrivacyPolicyPage />);
    expect(html).toContain('how Kwarta Lending Corporation');
    expect(html).toContain('the operator of the Kwarta app');
    expect(html).not.toMatch(/PesoAgad/i);
  });
});
