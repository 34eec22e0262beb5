import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './NotFoundPage.tsx';

// Another brand than the default: see otherBrandConfig.
vi.mock('../../shared/config/appConfig.ts', () =>
  import('../../tests/pages/legalDocumentPage.ts').then((m) => m.otherBrandConfig()),
);

describe('the not-found page', () => {
  it('says the page was not found, under the configured brand', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    screen.getByText('Kwarta');
    expect(screen.getByRole('main').textContent).toContain('does not exist or has moved');
  });

  it('links back to the home page of the site', () => {
    render(<NotFoundPage />);
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/index.html');
  });

  it('offers no control that needs JavaScript', () => {
    render(<NotFoundPage />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
