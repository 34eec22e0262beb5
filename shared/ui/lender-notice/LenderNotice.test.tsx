import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config/config.ts';
import { PrerenderedOnly } from '../../page/hydratedPage.tsx';
import {
  disclosureAdvisory,
  disclosureLinkText,
  LenderNotice,
  lenderNoticeLabel,
} from './LenderNotice.prerendered.tsx';
import './LenderNotice.scss';

describe('LenderNotice', () => {
  it("names the lender, its SEC registration and Certificate of Authority numbers, and the circular's advisory", () => {
    render(<LenderNotice />);
    const notice = within(screen.getByRole('complementary', { name: lenderNoticeLabel }));
    notice.getByText(defaultConfig.lenderName);
    expect(notice.getByText(/SEC Registration No\./).textContent).toBe(
      `SEC Registration No. ${defaultConfig.secRegistrationNumber}`,
    );
    expect(notice.getByText(/Certificate of Authority No\./).textContent).toBe(
      `Certificate of Authority No. ${defaultConfig.certificateOfAuthorityNumber}`,
    );
    expect(notice.getByRole('link', { name: disclosureLinkText }).closest('p')?.textContent).toBe(
      disclosureAdvisory,
    );
    expect(disclosureAdvisory).toMatch(
      /study the terms and conditions in the Disclosure Statement/,
    );
  });
});

describe("the advisory's link", () => {
  it("makes 'Disclosure Statement' a link to the lender's Disclosure Statement: unset, the loan terms' section on the cost of the loan", () => {
    render(<LenderNotice />);
    const link = screen.getByRole('link', { name: disclosureLinkText });
    const target = new URL(link.getAttribute('href') ?? '');
    expect(target.pathname).toBe('/loanAgreement.html');
    expect(target.hash).toBe('#disclosure');
    expect(link.closest('p')?.textContent).toBe(disclosureAdvisory);
  });

  it('leads where the page says and lets it open the statement itself', () => {
    const onOpen = vi.fn();
    render(<LenderNotice disclosure={{ href: '#agreements', onOpen }} />);
    const link = screen.getByRole('link', { name: disclosureLinkText });
    expect(link.getAttribute('href')).toBe('#agreements');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => link.dispatchEvent(event));
    expect(onOpen).toHaveBeenCalledTimes(1);
    // The page opens it: the browser follows no address.
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('the block on a hydrated page (PrerenderedOnly)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /**
   * A page around the block that draws itself again when tapped, and with a second view that
   * places the block elsewhere.
   */
  function Page() {
    const [taps, setTaps] = useState(0);
    const [otherView, setOtherView] = useState(false);
    // The browser's tree: the block is left out (import.meta.env.SSR is false here).
    const notice = (
      <PrerenderedOnly name="test-notice">
        {import.meta.env.SSR && <LenderNotice />}
      </PrerenderedOnly>
    );
    return (
      <>
        <button type="button" onClick={() => setTaps((count) => count + 1)}>
          Tapped {taps}
        </button>
        {otherView ? (
          <section aria-label="Other view">
            <button type="button" onClick={() => setOtherView(false)}>
              Back
            </button>
            {notice}
          </section>
        ) : (
          <>
            <button type="button" onClick={() => setOtherView(true)}>
              Other view
            </button>
            {notice}
          </>
        )}
      </>
    );
  }

  /** The build's markup of Page: the block in full (what the server render of the slot writes). */
  function hydratePage() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <button type="button">Tapped {0}</button>
        <button type="button">Other view</button>
        <div>
          <LenderNotice />
        </div>
      </>,
    );
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
  }

  it("keeps the build's markup through hydration and later renders, with no warning", () => {
    const errors = vi.spyOn(console, 'error');
    hydratePage();
    act(() => screen.getByRole('button', { name: /Tapped/ }).click());
    expect(screen.getByRole('button', { name: /Tapped/ }).textContent).toBe('Tapped 1');
    expect(screen.getByRole('complementary', { name: lenderNoticeLabel }).textContent).toContain(
      defaultConfig.secRegistrationNumber,
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the same block where another view places it, and again on the way back', () => {
    const errors = vi.spyOn(console, 'error');
    hydratePage();
    act(() => screen.getByRole('button', { name: 'Other view' }).click());
    const otherView = screen.getByRole('region', { name: 'Other view' });
    expect(
      within(otherView).getByRole('complementary', { name: lenderNoticeLabel }).textContent,
    ).toContain(defaultConfig.secRegistrationNumber);
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(screen.getAllByRole('complementary', { name: lenderNoticeLabel })).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: lenderNoticeLabel }).textContent).toContain(
      defaultConfig.secRegistrationNumber,
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
