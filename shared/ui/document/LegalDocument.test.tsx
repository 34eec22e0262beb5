import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkSections, type DocumentSection, LegalDocument } from './LegalDocument.tsx';

const sections: DocumentSection[] = [
  { id: 'eligibility', title: 'Eligibility', body: <p>You must be over 18.</p> },
  { id: 'loan-term', title: 'Loan term', body: <p>From 91 to 365 calendar days.</p> },
  { id: 'default', title: 'Default', body: <p>What happens when you do not pay.</p> },
];

function contentsLinks() {
  const nav = screen.getByRole('navigation', { name: 'Contents' });
  return within(nav).getAllByRole('link');
}

describe('LegalDocument', () => {
  it('shows the title as the level-one heading', () => {
    render(<LegalDocument title="Loan terms and conditions" sections={sections} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loan terms and conditions');
  });

  it('renders every section as a region named by its level-two heading, with its body', () => {
    render(<LegalDocument title="Terms" sections={sections} />);
    for (const section of sections) {
      const region = screen.getByRole('region', { name: section.title });
      expect(region.id).toBe(section.id);
      expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(section.title);
    }
    expect(screen.getByRole('region', { name: 'Loan term' }).textContent).toContain(
      'From 91 to 365 calendar days.',
    );
  });

  it('links each contents entry, in order, to the section it names', () => {
    render(<LegalDocument title="Terms" sections={sections} contents />);
    const links = contentsLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#eligibility',
      '#loan-term',
      '#default',
    ]);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('SECTION');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
        link.textContent,
      );
    }
  });

  it('numbers the contents and the headings alike when numbered', () => {
    render(<LegalDocument title="Terms" sections={sections} contents numbered />);
    expect(contentsLinks().map((link) => link.textContent)).toEqual([
      '1. Eligibility',
      '2. Loan term',
      '3. Default',
    ]);
    expect(screen.getByRole('region', { name: '2. Loan term' }).id).toBe('loan-term');
  });

  it('ends every section with a link back to the contents', () => {
    render(<LegalDocument title="Terms" sections={sections} contents />);
    const backLinks = screen.getAllByRole('link', { name: 'Back to contents' });
    expect(backLinks).toHaveLength(sections.length);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of backLinks) expect(link.getAttribute('href')).toBe(`#${contents.id}`);
  });

  it('has no contents and no back links unless asked', () => {
    render(<LegalDocument title="About us" sections={sections} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the intro before the contents', () => {
    render(
      <LegalDocument title="Terms" intro={<p>Read these terms.</p>} sections={sections} contents />,
    );
    const intro = screen.getByText('Read these terms.');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(intro.compareDocumentPosition(contents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders to static HTML with plain in-page anchors', () => {
    const html = renderToStaticMarkup(
      <LegalDocument title="Terms" sections={sections} contents numbered />,
    );
    expect(html).toContain('<a class="');
    expect(html).toMatch(/href="#loan-term"[^>]*>2\. Loan term<\/a>/);
    expect(html).toMatch(/<section id="loan-term"/);
  });
});

describe('checkSections', () => {
  it('accepts distinct lower-case ids', () => {
    expect(() => checkSections(sections)).not.toThrow();
  });

  it.each([
    [[{ id: 'terms' }, { id: 'terms' }], 'used twice'],
    [[{ id: 'contents' }], 'used twice'],
    [[{ id: 'Loan term' }], 'must be'],
    [[{ id: '1-terms' }], 'must be'],
    [[{ id: '' }], 'must be'],
  ])('refuses %j', (ids, message) => {
    const list = ids.map(({ id }) => ({ id, title: id, body: null }));
    expect(() => checkSections(list)).toThrow(message);
  });
});
