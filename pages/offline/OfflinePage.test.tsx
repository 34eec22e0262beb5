import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflinePage } from './OfflinePage.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the offline page', () => {
  it('says the borrower is offline, with Retry that opens the address asked for again', () => {
    // As the build writes it: a static page is never rendered in the browser.
    document.body.innerHTML = renderToStaticMarkup(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are offline');
    expect(screen.getByRole('main').textContent).toContain('needs a connection');
    // A link to the document's own address (the testing library's roles skip an empty href).
    const retry = screen.getByText('Retry');
    expect([retry.tagName, retry.getAttribute('href')]).toEqual(['A', '']);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
