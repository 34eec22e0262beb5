import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';

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
    const region = screen.getByRole('region', { name: /Device information$/ });
    expect([...region.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
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
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const sections = [...document.querySelectorAll('main section')].map((section) => section.id);
    expect(targets).toEqual(sections.map((id) => `#${id}`));
    expect(sections).toContain('grievance-officer');
  });

  it('names the app and the controller from the configuration, never the default brand', () => {
    const html = renderToStaticMarkup(<PrivacyPolicyPage />);
    expect(html).toContain('how Kwarta Lending Corporation');
    expect(html).toContain('the operator of the Kwarta app');
    expect(html).not.toMatch(/PesoAgad/i);
  });
});
