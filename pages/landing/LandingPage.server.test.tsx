// @vitest-environment node
// The build renders the landing page in Node: no window, no document. It must render there, and the
// HTML alone must carry the whole page.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './LandingPage.tsx';

describe('landing page rendered at build time', () => {
  it('renders with no browser around it', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(() => renderToString(<LandingPage />)).not.toThrow();
  });

  it('carries the nav as plain in-page links and every section in the HTML', () => {
    const html = renderToString(<LandingPage />);
    for (const id of ['home', 'procedures', 'qa', 'contact', 'policy']) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    // Which entry to mark is known only in the browser.
    expect(html).not.toContain('aria-current');
    expect(html).toContain('data-island="sectionNav"');
    expect(html).toContain('data-island="contactForm"');
  });
});
