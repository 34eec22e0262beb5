import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { forgetRequestKeys } from '../../shared/requestKeys/useRequestKey.ts';
import { statisticsEvent, type StatisticsData } from './statistics.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { PromotionPage } from './PromotionPage.tsx';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { ownedEntryText, pageScope } from '../../shared/stores/ownedEntry.ts';
import { missingLinkMessage } from './RegisterView.tsx';
import { smsDeadlineKey } from './RegistrationForm.tsx';
import { registerAgainHint } from './registerOnce.ts';
import { stillCheckingMessage } from '../../shared/ui/still-checking/StillChecking.tsx';
import {
  brokenLinkTitle,
  failureCase,
  noConnectionTitle,
} from '../../shared/ui/error-state/failureCase.ts';

const campaign =
  'id=7&app_from=fb&user_from=ad12&utm_tag=summer&invite_code=INV9&tracking_code=px-1';
// Not one of the mock's registered numbers.
const mobile = '13912345678';

function openPromotion(query = `${campaign}&links_id=L5`, hash = '') {
  window.history.replaceState(null, '', `/promotion.html?${query}${hash}`);
  return render(<PromotionPage />);
}

/** The offer from the mock's landing config is shown. */
const offer = () => screen.findByRole('heading', { level: 2, name: /Cash in minutes/ });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const toast = () => toastStore.getState().current?.text;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** The message is said at this field, tied to it, with focus on it, and in no toast. */
async function saidAtField(label: string, message: string) {
  const said = await screen.findByText(message);
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
  await waitFor(() => expect(document.activeElement).toBe(input));
  expect(toast()).toBeUndefined();
}

const captchaImage = () => document.querySelector<HTMLImageElement>('img[src*="get-captcha"]');

/**
 * Waits for the first captcha picture and for the offer, whose config names the apply button
 * ('Apply now'; 'Apply' until it is there): the two calls may answer in either order.
 */
async function captchaReady() {
  await waitFor(() => expect(document.querySelector('img[src*="get-captcha"]')).not.toBeNull());
  await offer();
}

async function fillForm({ smsCode = '123456', captcha = 'AB12' } = {}) {
  await captchaReady();
  type('Mobile number', mobile);
  type('Image captcha', captcha);
  type('SMS code', smsCode);
}

/** The statistics events the page dispatches from now on, as calls of (event, data). */
const statisticsListeners: EventListener[] = [];
function trackedStatistics() {
  const track = vi.fn<(event: string, data: StatisticsData) => void>();
  const listener = ((event: CustomEvent<{ event: string; data: StatisticsData }>) =>
    track(event.detail.event, event.detail.data)) as EventListener;
  statisticsListeners.push(listener);
  window.addEventListener(statisticsEvent, listener);
  return track;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  for (const listener of statisticsListeners.splice(0)) {
    window.removeEventListener(statisticsEvent, listener);
  }
  vi.useRealTimers();
});

describe('entry', () => {
  it('loads the landing config of the page id and shows its offer and button text', async () => {
    const calls = record('promotionTemplate');
    openPromotion();
    await offer();
    expect(calls.map((call) => call.query.templateId)).toEqual(['7']);
    screen.getByText(/with one valid ID/);
    expect(button('Apply now')).toBeTruthy();
  });

  it('counts the visit once: page_id, user_from, client_type from the phone, page_type 1, utm_tag, app_from', async () => {
    vi.resetModules();
    const { PromotionPage: FreshPage } = await import('./PromotionPage.tsx');
    const visits = record('promotionTrackVisit');
    const track = trackedStatistics();
    window.history.replaceState(null, '', `/promotion.html?${campaign}`);
    render(<FreshPage />);
    await waitFor(() => expect(visits).toHaveLength(1));
    expect(visits[0]?.query).toMatchObject({
      page_id: '7',
      user_from: 'ad12',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'summer',
      app_from: 'fb',
    });
    expect(track).toHaveBeenCalledWith('visit', expect.objectContaining({ page_id: '7' }));
  });

  it('stays quiet when the visit cannot be counted', async () => {
    answer('promotionTrackVisit', 'network-error');
    openPromotion();
    await offer();
    expect(toast()).toBeUndefined();
  });

  it("a failed template shows the server's message with Retry and keeps the form", async () => {
    answer('promotionTemplate', { code: '05', message: 'This offer has ended.' }, { once: true });
    openPromotion();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This offer has ended.');
    expect(field('Mobile number')).toBeTruthy();
    fireEvent.click(button('Retry'));
    await offer();
  });

  it("a network failure of the template says 'error'", async () => {
    answer('promotionTemplate', 'network-error');
    openPromotion();
    expect((await screen.findByRole('alert')).textContent).toBe('error');
  });

  it("shows the campaign's banner from an image host, and the brand's own for any other", async () => {
    const banner = () => document.querySelector('img[width="750"]')?.getAttribute('src') ?? '';
    answer(
      'promotionTemplate',
      { data: { title: 'Cash in minutes', banner: 'https://cdn.example.ph/summer.png' } },
      { once: true },
    );
    const first = openPromotion();
    await offer();
    expect(banner()).toBe('https://cdn.example.ph/summer.png');
    first.unmount();

    for (const address of ['https://evil.example/summer.png', 'data:image/png;base64,AAAA']) {
      answer(
        'promotionTemplate',
        { data: { title: 'Cash in minutes', banner: address } },
        { once: true },
      );
      const view = openPromotion();
      await offer();
      expect(banner(), address).toMatch(/^data:image\/svg\+xml,/);
      expect(banner()).not.toContain('evil.example');
      expect(banner()).toContain(encodeURIComponent('Cash loans on your phone'));
      view.unmount();
    }
  });

  it('a template with nothing in it leaves the form with its own words', async () => {
    answer('promotionTemplate', { data: null });
    openPromotion();
    await screen.findByRole('heading', { level: 2, name: 'Get a cash loan with PesoAgad' });
    expect(button('Apply')).toBeTruthy();
  });

  it.each([
    ['without a page id', 'app_from=fb'],
    ['with a blank page id', 'id=%20&app_from=fb'],
  ])(
    '%s says the link is incomplete, as every incomplete link does, and calls nothing',
    async (_case, query) => {
      const calls = record('promotionTemplate');
      const { container } = openPromotion(query);
      expect((await screen.findByRole('alert')).textContent).toBe(missingLinkMessage);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(brokenLinkTitle);
      expect(container.querySelector('[data-picture]')?.getAttribute('data-picture')).toBe(
        failureCase('missing')[0],
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('a template that cannot be loaded says why by its kind: no connection is not trouble on our side', async () => {
    answer('promotionTemplate', 'network-error');
    const { container } = openPromotion();
    expect(
      (await screen.findByRole('heading', { level: 2, name: noConnectionTitle })).textContent,
    ).toBe(noConnectionTitle);
    expect(container.querySelector('[data-picture]')?.getAttribute('data-picture')).toBe(
      'no-connection',
    );
  });
});

describe('inputs', () => {
  it('the mobile keeps digits only, at most 11', async () => {
    openPromotion();
    type('Mobile number', '1a38-0000-0011-99');
    expect(field('Mobile number').value.replace(/\s/g, '')).toBe('13800000011');
  });

  it('Apply with empty fields marks all three and sends nothing', async () => {
    const calls = record('promotionRegister');
    openPromotion();
    await captchaReady();
    fireEvent.click(button('Apply now'));
    await screen.findByText('please enter the correct phone number');
    screen.getByText('please enter the correct image captcha');
    screen.getByText('please enter the correct SMS code');
    expect(document.activeElement).toBe(field('Mobile number'));
    expect(calls).toEqual([]);
  });

  it('a wrong-length captcha and SMS code are refused', async () => {
    openPromotion();
    await fillForm({ captcha: 'AB1', smsCode: '12345' });
    fireEvent.click(button('Apply now'));
    await screen.findByText('please enter the correct image captcha');
    screen.getByText('please enter the correct SMS code');
    expect(screen.queryByText('please enter the correct phone number')).toBeNull();
  });
});

describe('captcha', () => {
  it('a new picture needs a valid mobile first', async () => {
    openPromotion();
    await captchaReady();
    const sids = record('promotionSid');
    fireEvent.click(button('New picture'));
    await screen.findByText('please enter the correct phone number');
    expect(sids).toEqual([]);
  });

  it('tapping the picture loads a new sid and picture and clears the old text', async () => {
    openPromotion();
    await captchaReady();
    const first = captchaImage()?.getAttribute('src');
    type('Mobile number', mobile);
    type('Image captcha', 'AB12');
    const sids = record('promotionSid');
    fireEvent.click(button('New picture'));
    await waitFor(() => expect(sids).toHaveLength(1));
    await waitFor(() => expect(captchaImage()?.getAttribute('src')).not.toBe(first));
    expect(captchaImage()?.getAttribute('src')).toMatch(/sid=.+&timestamp=\d+/);
    expect(field('Image captcha').value).toBe('');
  });

  it("get-sid's failure shows the server message", async () => {
    answer('promotionSid', { code: '9', message: 'Captcha service busy.' });
    openPromotion();
    await waitFor(() => expect(toast()).toBe('Captcha service busy.'));
    // The picture's state follows the call's toast by a render.
    await screen.findByRole('button', { name: 'Load the picture' });
  });
});

describe('SMS code button', () => {
  it('posts get-sms with the payload of spec §7', async () => {
    const calls = record('promotionSms');
    openPromotion();
    await fillForm();
    fireEvent.click(button('Get verification code'));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sid = new URL(captchaImage()?.src ?? '').searchParams.get('sid');
    expect(calls[0]?.body).toEqual({
      phone: mobile,
      capcode: 'AB12',
      sid,
      deviceId: expect.stringMatching(/.{8,}/),
      appName: 'PesoAgad',
      app_from: 'fb',
      user_from: 'ad12',
      utm_tag: 'summer',
    });
  });

  it("sends the app's device id when the link carries one", async () => {
    const calls = record('promotionSms');
    openPromotion(`${campaign}&deviceId=app-dev-1`);
    await fillForm();
    fireEvent.click(button('Get verification code'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ deviceId: 'app-dev-1' });
  });

  it("'0': the sent message, then 60..1 disabled, repeat presses refused, then ready at 60", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = record('promotionSms');
    openPromotion();
    await fillForm();
    fireEvent.click(button('Get verification code'));
    await waitFor(() => expect(toast()).toBe('Verification code sent, please check your phone!'));
    const countdown = await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(countdown.getAttribute('aria-disabled')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(button('Resend in 59s')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.click(button('Resend in 58s'));
    await waitFor(() => expect(toast()).toBe('Do not send the verification code repeatedly!'));
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(57_000));
    expect(button('Resend in 1s')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const ready = button('Get verification code');
    expect(ready.getAttribute('aria-disabled')).toBeNull();
  });

  it('the countdown survives a reload', async () => {
    const deadline = Date.now() + 30_000;
    const page = pageScope('id')(readPageQuery(campaign));
    if (!page) throw new Error('the campaign names no page');
    sessionStorage.setItem(smsDeadlineKey, ownedEntryText(page, deadline, deadline));
    openPromotion();
    await screen.findByRole('button', { name: /^Resend in (30|29)s$/ });
  });

  it("'101': a new captcha and the server's message at the captcha field", async () => {
    answer('promotionSms', { code: '101', message: 'The image captcha is incorrect.' });
    openPromotion();
    await fillForm();
    const sids = record('promotionSid');
    fireEvent.click(button('Get verification code'));
    await saidAtField('Image captcha', 'The image captcha is incorrect.');
    await waitFor(() => expect(sids).toHaveLength(1));
    expect(field('Image captcha').value).toBe('');
    expect(button('Get verification code')).toBeTruthy();
  });

  it("'11': already registered, on to the download view with the campaign query", async () => {
    answer('promotionSms', { code: '11', message: 'Registered.' });
    openPromotion();
    await fillForm();
    fireEvent.click(button('Get verification code'));
    await waitFor(() =>
      expect(toast()).toBe('You are registered, please download the app and log in!'),
    );
    expect(window.location.hash).toBe(
      '#/downloadTemplate?app_from=fb&user_from=ad12&utm_tag=summer&id=7&links_id=L5',
    );
    await screen.findByRole('link', { name: 'Get it on Google Play' });
  });

  it("other codes: the server's message", async () => {
    answer('promotionSms', { code: '7', message: 'Too many codes today.' });
    openPromotion();
    await fillForm();
    fireEvent.click(button('Get verification code'));
    await waitFor(() => expect(toast()).toBe('Too many codes today.'));
    expect(window.location.hash).toBe('');
  });

  it('needs a valid mobile and captcha, and sends nothing without them', async () => {
    const calls = record('promotionSms');
    openPromotion();
    await captchaReady();
    fireEvent.click(button('Get verification code'));
    await saidAtField('Mobile number', 'please enter the correct phone number');
    const captchaSaid = screen.getByText('please enter the correct image captcha');
    expect(field('Image captcha').getAttribute('aria-describedby')).toBe(captchaSaid.id);
    expect(calls).toEqual([]);
  });

  it('says a wrong SMS code at its field when Apply is pressed, and registers nothing', async () => {
    const calls = record('promotionRegister');
    openPromotion();
    await fillForm({ smsCode: '123' });
    fireEvent.click(button(/^Apply/));
    await saidAtField('SMS code', 'please enter the correct SMS code');
    expect(screen.getAllByText('please enter the correct SMS code')).toHaveLength(1);
    expect(calls).toEqual([]);
  });
});

describe('Apply', () => {
  it('counts the click with the phone and posts register with the payload of spec §7', async () => {
    const clicks = record('promotionTrackClick');
    const calls = record('promotionRegister');
    openPromotion();
    await offer();
    await fillForm();
    fireEvent.click(button('Apply now'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(clicks[0]?.query).toMatchObject({ page_id: '7', page_type: '1', phone: mobile });
    expect(calls[0]?.body).toMatchObject({
      phone: mobile,
      capcode: 'AB12',
      merchantNumber: 0,
      userName: mobile,
      smsCode: '123456',
      invite_code: 'INV9',
      user_from: 'ad12',
      id: 7,
      app_from: 'fb',
      utm_tag: 'summer',
      appName: 'PesoAgad',
    });
  });

  it("'0': 'Registration successful', a conversion for the tracking code, then the download view", async () => {
    const track = trackedStatistics();
    openPromotion(`${campaign}&down_id=D3`);
    await fillForm();
    fireEvent.click(button('Apply now'));
    await waitFor(() => expect(toast()).toBe('Registration successful'));
    expect(track).toHaveBeenCalledWith(
      'conversion',
      expect.objectContaining({ trackingCode: 'px-1' }),
    );
    // The apply click is counted too, without the phone number.
    expect(track).toHaveBeenCalledWith('click', expect.objectContaining({ page_id: '7' }));
    expect(JSON.stringify(track.mock.calls)).not.toContain(mobile);
    expect(window.location.hash).toBe(
      '#/downloadTemplate?app_from=fb&user_from=ad12&utm_tag=summer&id=7&down_id=D3',
    );
  });

  it('no tracking code, no conversion', async () => {
    const track = trackedStatistics();
    openPromotion('id=7&app_from=fb');
    await fillForm();
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe('Registration successful'));
    expect(track).not.toHaveBeenCalledWith('conversion', expect.anything());
  });

  it("'11': the same message and the download view, no new conversion", async () => {
    const track = trackedStatistics();
    answer('promotionRegister', { code: '11', message: 'Registered.' });
    openPromotion();
    await fillForm();
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe('Registration successful'));
    expect(window.location.hash).toMatch(/^#\/downloadTemplate\?/);
    expect(track).not.toHaveBeenCalledWith('conversion', expect.anything());
  });

  it("'-1': a new captcha and the server's message at the captcha field", async () => {
    answer('promotionRegister', { code: '-1', message: 'The image captcha is incorrect.' });
    openPromotion();
    await fillForm();
    const sids = record('promotionSid');
    fireEvent.click(button(/^Apply/));
    await saidAtField('Image captcha', 'The image captcha is incorrect.');
    await waitFor(() => expect(sids).toHaveLength(1));
    expect(field('Image captcha').value).toBe('');
    expect(window.location.hash).toBe('');
  });

  it("other codes: the server's message, and the form stays", async () => {
    answer('promotionRegister', { code: '12', message: 'The SMS code is incorrect.' });
    openPromotion();
    await fillForm();
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe('The SMS code is incorrect.'));
    expect(field('SMS code').value).toBe('123456');
  });

  it('a lost answer says so, and Apply again sends the same registration under the same key', async () => {
    answer('promotionRegister', 'network-error', { once: true });
    const calls = record('promotionRegister');
    openPromotion();
    await fillForm();
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe(unknownOutcomeMessages.registration));

    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe('Registration successful'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
  });

  it('a lost answer outlives a reload: another registration of the phone waits until a new SMS code answers for the first, and no code is stored', async () => {
    answer('promotionRegister', 'network-error', { once: true });
    const calls = record('promotionRegister');
    const first = openPromotion();
    await fillForm();
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe(unknownOutcomeMessages.registration));
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    expect(keys.some((key) => key?.startsWith('requestKey:register:'))).toBe(true);
    const stored = keys.map((key) => localStorage.getItem(key ?? '')).join(' ');
    for (const secret of [mobile, mobile.slice(1), '123456', 'AB12']) {
      expect(stored).not.toContain(secret);
    }

    // Reloaded: a new captcha, so another request; nothing goes under any key.
    first.unmount();
    forgetRequestKeys({ stored: false });
    openPromotion();
    await fillForm({ smsCode: '654321' });
    fireEvent.click(button(/^Apply/));
    // As read on the screen: the phone number's no-break spaces are spaces to a reader.
    await screen.findByText(
      stillCheckingMessage(
        `your registration for the number ending ${mobile.slice(-4)}`,
        registerAgainHint(),
      ).replaceAll('\u00a0', ' '),
    );
    expect(calls).toHaveLength(1);

    // A new SMS code for the phone: the server never took the first. Apply goes under a new key.
    fireEvent.click(button('Get verification code'));
    await waitFor(() => expect(toast()).toBe('Verification code sent, please check your phone!'));
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe('Registration successful'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers['idempotency-key']).not.toBe(calls[0]?.headers['idempotency-key']);
    expect(calls[1]?.body).toMatchObject({ phone: mobile, smsCode: '654321' });
  });

  it('one tap, one request: a double tap registers once', async () => {
    const calls = record('promotionRegister');
    answer('promotionRegister', { data: {} }, { delay: 100 });
    openPromotion();
    await fillForm();
    fireEvent.click(button(/^Apply/));
    fireEvent.click(button(/^Apply/));
    await waitFor(() => expect(toast()).toBe('Registration successful'));
    expect(calls).toHaveLength(1);
  });
});

describe('download and agreement views', () => {
  it('the download view: the app name, both stores and what happens next', async () => {
    openPromotion(campaign, '#/downloadTemplate?id=7&links_id=L5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Download PesoAgad');
    const stores = screen.getAllByRole('link').map((link) => link.textContent);
    expect(stores).toEqual(['Get it on Google Play', 'Download on the App Store']);
    expect(
      screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href'),
    ).toMatch(/^https:\/\//);
    const next = screen.getByRole('heading', { name: 'What happens next' }).closest('section');
    expect(within(next as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it('the agreement link carries the download query; the agreement has its text and a way back', async () => {
    openPromotion();
    await captchaReady();
    const link = screen.getByRole('link', { name: 'Registration Agreement' });
    expect(link.getAttribute('href')).toBe(
      '#/agreementTemplate?app_from=fb&user_from=ad12&utm_tag=summer&id=7&links_id=L5',
    );
    act(() => {
      window.location.hash = link.getAttribute('href') ?? '';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registration Agreement');
    screen.getByText(/Data Privacy Act of 2012/);
    expect(screen.getByRole('link', { name: 'Back to registration' }).getAttribute('href')).toBe(
      '#/',
    );
  });
});
