// What the tests of the pages built on LegalDocument share: a configuration with another brand and
// ways to read such a page as a borrower does.
import { screen, within } from '@testing-library/react';
import { type AppConfig } from '../../shared/config/config.ts';
import { createConfig } from '../../shared/config/readConfig.ts';

/**
 * The module that replaces shared/config/appConfig.ts in a page test: brand 'Kwarta', lender
 * 'Kwarta Lending Corporation', e-mail 'help@kwarta.example'. Another brand than the default, so
 * a name written into the text instead of read from the configuration shows up as a failure. Each
 * test file keeps its own vi.mock call (Vitest hoists it within that file) and imports this in the
 * factory.
 */
export function otherBrandConfig(): { appConfig: AppConfig } {
  return {
    appConfig: createConfig({
      VITE_APP_NAME: 'Kwarta',
      VITE_APP_ENGLISH_NAME: 'Kwarta Lending Corporation',
      VITE_SERVICE_EMAIL: 'help@kwarta.example',
    }),
  };
}

/** The text of the numbered section its heading names, spaces collapsed as a reader sees them. */
export function sectionText(title: string): string {
  const region = screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });
  return (region.textContent ?? '').replace(/\s+/g, ' ');
}

/** The terms of the description list in the section whose heading ends with `title`, in order. */
export function termsIn(title: string): (string | null)[] {
  const region = screen.getByRole('region', { name: new RegExp(`${title}$`) });
  return [...region.querySelectorAll('dt')].map((term) => term.textContent);
}

/** Where the contents links point and the ids of the sections on the page, both in page order. */
export function contentsAndSections(): { targets: (string | null)[]; sectionIds: string[] } {
  const nav = screen.getByRole('navigation', { name: 'Contents' });
  const targets = within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  const sectionIds = [...document.querySelectorAll('main section')].map((section) => section.id);
  return { targets, sectionIds };
}
