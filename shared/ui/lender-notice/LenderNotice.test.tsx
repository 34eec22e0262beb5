import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config/config.ts';
import { PrerenderedOnly } from '../page/hydratedPage.tsx';
import {
  disclosureAdvisory,
  LenderNotice,
  lenderNoticeLabel,
} from './LenderNotice.prerendered.tsx';
import './LenderNotice.scss';

describe('LenderNotice', () => {
  it("names the lender, its SEC registration and Certificate of Authority numbers, and the circular's advisory", () => {
    render(<LenderNotice />);
    const notice = within(screen.getByRole('complementary', { name: lenderNoticeLabel }));
    expect(notice.getByText(defaultConfig.lenderName)).toBeTruthy();
    expect(notice.getByText(/SEC Registration No\./).textContent).toBe(
      `SEC Registration No. ${defaultConfig.secRegistrationNumber}`,
    );
    expect(notice.getByText(/Certificate of Authority No\./).textContent).toBe(
      `Certificate of Authority No. ${defaultConfig.certificateOfAuthorityNumber}`,
    );
    expect(notice.getByText(disclosureAdvisory)).toBeTruthy();
    expect(disclosureAdvisory).toMatch(
      /study the terms and conditions in the Disclosure Statement/,
    );
  });
});

describe('the block on a hydrated page (PrerenderedOnly)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** A page around the block that draws itself again when tapped. */
  function Page() {
    const [taps, setTaps] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setTaps((count) => count + 1)}>
          Tapped {taps}
        </button>
        {/* The browser's tree: the block is left out (import.meta.env.SSR is false here). */}
        <PrerenderedOnly>{import.meta.env.SSR && <LenderNotice />}</PrerenderedOnly>
      </>
    );
  }

  it("keeps the build's markup through hydration and later renders, with no warning", () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    // The build's markup: the block in full (what the server render of the slot writes).
    container.innerHTML = renderToString(
      <>
        <button type="button">Tapped {0}</button>
        <div>
          <LenderNotice />
        </div>
      </>,
    );
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Tapped 1');
    expect(screen.getByRole('complementary', { name: lenderNoticeLabel }).textContent).toContain(
      defaultConfig.secRegistrationNumber,
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
