import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../shared/config/appConfig.ts';
import { hydrateIslands } from '../../shared/page/islands.tsx';
import { HelpLink } from './HelpLink.tsx';
import { RepayInstructionsPage } from './RepayInstructionsPage.tsx';
import { screenshotIslands, screenshots } from './screenshots.tsx';

const islands = { ...screenshotIslands, helpLink: HelpLink };
let hydrated: string[] = [];
const consoleErrors: unknown[][] = [];

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // Rendered at build time with no address; opened later by the shell with its session.
  history.replaceState(null, '', '/');
  document.body.innerHTML = `<div id="root">${renderToString(<RepayInstructionsPage />)}</div>`;
  history.replaceState(null, '', '/repayInstructions?sessionId=s-1&orderId=9001');
  await act(async () => {
    hydrated = hydrateIslands(islands);
  });
});

/** The picture as the page shows it: a button named by the picture and the hint to enlarge it. */
const enlargeButton = (shot: { alt: string }) =>
  screen.getByRole('button', { name: `${shot.alt} Tap to enlarge` });

describe('payment instructions page', () => {
  it('hydrates only the pictures and the help link, with no mismatch', () => {
    expect(hydrated).toEqual([
      'shotReference',
      'shotWalletBills',
      'shotWalletBiller',
      'shotStoreSlip',
      'helpLink',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  it('says where the pay code is, the two e-wallet ways, the store and what follows', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Instructions');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Find your pay code',
      'Pay with an e-wallet: the Bills menu',
      'Pay with an e-wallet: Pay Bills and search',
      'Pay in cash at a store',
      'After you pay',
    ]);
    const reference = screen.getByRole('region', { name: 'Find your pay code' });
    expect(reference.textContent).toContain('tap REPAY');
    expect(reference.textContent).toContain('your pay code');
    expect(reference.textContent).not.toMatch(/reference number/i);
    const wallet = screen.getByRole('region', { name: 'Pay with an e-wallet: the Bills menu' });
    expect(within(wallet).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(wallet.textContent).toContain(`Choose ${appConfig.appName}`);
    expect(screen.getByRole('region', { name: 'After you pay' }).textContent).toContain(
      'usually within a few minutes',
    );
  });

  it('enlarges a picture on tap, in a dialog named by its caption', () => {
    const thumb = enlargeButton(screenshots.walletBills);
    expect(thumb.getAttribute('aria-haspopup')).toBe('dialog');
    // A tap focuses what it taps.
    thumb.focus();
    fireEvent.click(thumb);

    const dialog = screen.getByRole('dialog', { name: screenshots.walletBills.caption });
    const large = within(dialog).getByRole('img', { name: screenshots.walletBills.alt });
    expect(large.getAttribute('width')).toBe('180');
    expect(large.getAttribute('height')).toBe('360');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on a tap on the enlarged picture and gives focus back to the picture tapped', () => {
    const thumb = enlargeButton(screenshots.walletBills);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Tap the picture to close it/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('closes with Escape, the close button and the shell back button', () => {
    const thumb = enlargeButton(screenshots.storeSlip);
    fireEvent.click(thumb);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(thumb);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(thumb);
    const back = vi.spyOn(window.history, 'back');
    act(() => window.onNativeBack?.());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back closed the picture only: the borrower stays on the page.
    expect(back).not.toHaveBeenCalled();
  });

  it('goes to Customer Service with the session', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const link = screen.getByRole('link', { name: 'Contact Customer Service' });
    expect(link.getAttribute('href')).toBe('/customerService.html');
    fireEvent.click(link);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/customerService.html');
    expect(url.searchParams.get('sessionId')).toBe('s-1');
  });
});
