import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './LandingPage.tsx';
import { landingSections, type SectionId } from './sections.ts';
import { collectConsoleErrors } from '../../tests/pages/consoleErrors.ts';

const navBottom = 48;
let scrolledTo: SectionId = 'home';

/**
 * Lays the page out as if `scrolledTo` were scrolled to: that section just under the nav bar, the
 * others 800px apart above and below it (happy-dom has no layout of its own).
 */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.tagName === 'NAV') return new DOMRect(0, 0, 390, navBottom);
    const index = landingSections.findIndex((section) => section.id === this.id);
    if (index === -1) return new DOMRect(0, 0, 0, 0);
    const targetIndex = landingSections.findIndex((section) => section.id === scrolledTo);
    return new DOMRect(0, navBottom + (index - targetIndex) * 800, 390, 800);
  });
}

async function scrollTo(target: SectionId) {
  scrolledTo = target;
  fireEvent.scroll(window);
  await nextFrame();
}

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function navLink(label: string) {
  return within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', {
    name: label,
  });
}

function marked() {
  return within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => `${link.textContent} (${link.getAttribute('aria-current')})`);
}

describe('landing nav bar', () => {
  let consoleErrors: unknown[][] = [];

  beforeEach(() => {
    consoleErrors = collectConsoleErrors();
    history.replaceState(null, '', '/');
    scrolledTo = 'home';
    layOut();
  });
  afterEach(() => {
    history.replaceState(null, '', '/');
    expect(consoleErrors).toEqual([]);
  });

  it('has one in-page link per section, in the order of the sections', () => {
    render(<LandingPage />);
    const links = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    const sections = [...document.querySelectorAll('main > section')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => `#${section.id}`),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Home Page',
      'Procedures',
      'Q&A',
      'Contact us',
      'Privacy Policy',
    ]);
    expect(sections.map((section) => section.id)).toEqual(landingSections.map(({ id }) => id));
    // Each section is named by its heading.
    for (const section of sections) {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading && section.contains(heading)).toBe(true);
    }
  });

  it('marks the section the address names: /#qa opens on Q&A', () => {
    history.replaceState(null, '', '/#qa');
    render(<LandingPage />);
    expect(marked()).toEqual(['Q&A (location)']);
  });

  it('marks the section on screen when the address names none, and leaves the address alone', () => {
    history.replaceState(null, '', '/?utm_tag=sms');
    const before = history.length;
    scrolledTo = 'procedures';
    render(<LandingPage />);
    expect(marked()).toEqual(['Procedures (location)']);
    expect(location.hash).toBe('');
    expect(location.search).toBe('?utm_tag=sms');
    expect(history.length).toBe(before);
  });

  it('sets the hash and marks the entry on a tap', () => {
    render(<LandingPage />);
    fireEvent.click(navLink('Procedures'));
    expect(location.hash).toBe('#procedures');
    expect(marked()).toEqual(['Procedures (location)']);

    fireEvent.click(navLink('Privacy Policy'));
    expect(location.hash).toBe('#policy');
    expect(marked()).toEqual(['Privacy Policy (location)']);
  });

  it('follows the hash when it changes outside the nav (back button, a link in the page)', () => {
    render(<LandingPage />);
    act(() => {
      history.replaceState(null, '', '/#contact');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(marked()).toEqual(['Contact us (location)']);
  });

  it('marks the section scrolled to and replaces the hash, adding no history entry', async () => {
    history.replaceState(null, '', '/?utm_tag=sms#home');
    render(<LandingPage />);
    expect(marked()).toEqual(['Home Page (location)']);
    const before = history.length;

    await scrollTo('qa');
    expect(marked()).toEqual(['Q&A (location)']);
    expect(location.hash).toBe('#qa');
    expect(location.search).toBe('?utm_tag=sms');

    await scrollTo('contact');
    expect(marked()).toEqual(['Contact us (location)']);
    expect(location.hash).toBe('#contact');
    expect(history.length).toBe(before);
  });
});
