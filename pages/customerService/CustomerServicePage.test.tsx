import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import { phoneText } from '../../shared/format/phone.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { CustomerServicePage } from './CustomerServicePage.tsx';

function openPage(query = '') {
  window.history.replaceState(null, '', `/customerService.html?sessionId=sess-1${query}`);
}

async function telephoneLink() {
  return screen.findByRole('link', { name: /^Telephone/ });
}

async function emailLink() {
  return screen.findByRole('link', { name: /^E-mail/ });
}

beforeEach(() => openPage());
afterEach(() => {
  delete window.webkit;
});

describe('Customer Service page', () => {
  it('is titled "Customer Service"', () => {
    render(<CustomerServicePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customer Service');
  });

  it('posts contact-kf-info with overall=30 and the session in the query', async () => {
    const requests = record('contactInfo');
    answer('contactInfo', { data: { email: 'a@b.ph', smWa: '1' } });

    render(<CustomerServicePage />);
    await emailLink();

    expect(requests.map(({ body, query }) => ({ body, sessionId: query.sessionId }))).toEqual([
      { body: { overall: '30' }, sessionId: 'sess-1' },
    ]);
  });

  it('shows a loading placeholder until the contacts arrive', async () => {
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '0917' } }, { delay: 50 });

    render(<CustomerServicePage />);

    expect(screen.getByRole('status').textContent).toBe('Loading the customer service contacts');
    expect(screen.queryByRole('link')).toBeNull();
    await emailLink();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the telephone (smWa) and the e-mail from the server', async () => {
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '0917 555 0100' } });

    render(<CustomerServicePage />);

    // The number's groups joined by no-break spaces: it never breaks inside.
    expect((await telephoneLink()).textContent).toBe('Telephone091\u00a07555\u00a00100');
    expect((await emailLink()).textContent).toBe('E-mailhelp@lender.ph');
  });

  it('opens a mail client on the e-mail: a mailto: link', async () => {
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '09175550100' } });

    render(<CustomerServicePage />);

    expect((await emailLink()).getAttribute('href')).toBe('mailto:help@lender.ph');
  });

  it('makes the telephone a tel: link of its digits', async () => {
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '0917 555 0100' } });

    render(<CustomerServicePage />);

    expect((await telephoneLink()).getAttribute('href')).toBe('tel:09175550100');
  });

  it('dials through the shell callPhone command inside the app, with the cleaned digits', async () => {
    const messages: unknown[] = [];
    window.webkit = {
      messageHandlers: { callPhone: { postMessage: (message) => messages.push(message) } },
    };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '0917 555 0100' } });
    render(<CustomerServicePage />);

    const followed = fireEvent.click(await telephoneLink());

    expect(messages).toEqual([{ phone: '09175550100' }]);
    expect(followed).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the tel: address outside the app', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '0917 555 0100' } });
    render(<CustomerServicePage />);

    fireEvent.click(await telephoneLink());

    expect(assign.mock.calls).toEqual([['tel:09175550100']]);
  });

  it('shows the configured service phone when the server sends no telephone', async () => {
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '' } });

    render(<CustomerServicePage />);

    const link = await telephoneLink();
    expect(link.textContent).toBe(`Telephone${phoneText(appConfig.defaultServicePhone)}`);
    expect(link.getAttribute('href')).toBe(`tel:${appConfig.defaultServicePhone}`);
  });

  it('on a network failure says so, offers the configured contacts, and Retry loads the contacts', async () => {
    const calls = record('contactInfo');
    answer('contactInfo', { data: { email: 'help@lender.ph', smWa: '0917' } });
    answer('contactInfo', 'network-error', { once: true });

    render(<CustomerServicePage />);

    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.network);
    // A way to reach support even now: the configured phone and e-mail.
    expect((await telephoneLink()).getAttribute('href')).toBe(
      `tel:${appConfig.defaultServicePhone}`,
    );
    expect((await emailLink()).getAttribute('href')).toBe(`mailto:${appConfig.serviceEmail}`);
    screen.getByRole('button', { name: 'Back' });

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect((await emailLink()).getAttribute('href')).toBe('mailto:help@lender.ph');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('on a garbled reply (?mock=garbled) says so, with Retry', async () => {
    openPage('&mock=garbled');

    render(<CustomerServicePage />);

    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.malformed);
    screen.getByRole('button', { name: 'Retry' });
  });

  it('on a business failure shows the server message once, inline, with the configured contacts', async () => {
    answer('contactInfo', {
      code: 1,
      message: 'Your session has expired. Please sign in again.',
      data: null,
    });

    render(<CustomerServicePage />);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(toastStore.getState().current).toBeUndefined();
    const link = await telephoneLink();
    expect(link.getAttribute('href')).toBe(`tel:${appConfig.defaultServicePhone}`);
    expect((await emailLink()).getAttribute('href')).toBe(`mailto:${appConfig.serviceEmail}`);
    screen.getByRole('button', { name: 'Retry' });
  });
});
