// Promotion registration (spec §2 'Promotion registration template', §4, §5, §7, §8; contract §1
// promotion.html with its hash views) on the built site against the mock backend: the form is in
// the HTML before any script; the captcha needs a mobile and refreshes on a tap and after a wrong
// captcha; the SMS button counts 60..1, refuses a second send and resumes after a reload; register
// leads to the download view with links_id or down_id, whichever the link had alone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaText as drawnText } from '../../shared/mock/promotionFixtures.ts';
import { promotionTriggers } from '../../shared/mock/promotionHandlers.ts';
import {
  doubleTextSize,
  launchBrowser,
  type OpenedPage,
  openPage,
  openVisitTab,
  recordEndpoint,
  type VisitTab,
} from './harness.ts';

const campaign =
  'id=7&app_from=fb&user_from=ad12&utm_tag=summer&invite_code=INV9&tracking_code=px-1';
// Not one of the mock's registered numbers.
const mobile = '13912345678';

let browser: Browser;
// One tab opens page after page; a test with JavaScript off or a fake clock has a fresh one.
let tab: VisitTab;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser);
});
afterAll(async () => {
  await Promise.all([tab?.close(), ...opened.map((page) => page.context.close())]);
  await browser?.close();
});

async function open(address: string) {
  return tab.visit(address);
}

async function openFresh(address: string, options: Parameters<typeof openPage>[2]) {
  const page = await openPage(browser, address, options);
  opened.push(page);
  return page;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const captchaSource = (page: Page) =>
  page.locator('img[src*="get-captcha"]').getAttribute('src', { timeout: 10_000 });
/** The toast on screen (a status or an alert outside the page's main). */
const toast = (page: Page, text: string) =>
  page.locator('body > #root > :not(main):not(header)').getByText(text, { exact: true });

/** The captcha text the mock drew for the picture on screen. */
async function captchaText(page: Page): Promise<string> {
  const src = await captchaSource(page);
  const sid = new URL(src ?? '', 'http://x').searchParams.get('sid') ?? '';
  return drawnText(sid);
}

describe('promotion registration', () => {
  it('paints the form before any script runs', async () => {
    const { page } = await openFresh(`/promotion?${campaign}&links_id=L5`, { javaScript: false });
    expect(await field(page, 'Mobile number').isVisible()).toBe(true);
    expect(await field(page, 'Image captcha').isVisible()).toBe(true);
    expect(await field(page, 'SMS code').isVisible()).toBe(true);
    expect(await button(page, 'Get verification code').isVisible()).toBe(true);
    expect(await button(page, 'Apply').isVisible()).toBe(true);
  });

  it('registers: captcha refresh, SMS countdown, then the download view with links_id', async () => {
    const opened = await open(`/promotion?${campaign}&links_id=L5`);
    const { page, errors } = opened;
    const calls = await recordEndpoint(page, [
      'promotionSid',
      'promotionSms',
      'promotionTrackClick',
      'promotionRegister',
    ]);
    await page.getByRole('heading', { level: 2, name: /Cash in minutes/ }).waitFor();
    const first = await captchaSource(page);
    const sids = () => calls.filter((call) => call.endpoint === 'promotionSid').length;
    const sidsBefore = sids();

    // A new picture needs a valid mobile first.
    await button(page, 'New picture').click();
    await page.getByText('please enter the correct phone number').waitFor();
    expect(sids()).toBe(sidsBefore);

    await field(page, 'Mobile number').fill(mobile);
    // A tap within 300 ms of the one before is its second half (usePendingAction): a person's
    // next tap comes later than that.
    await page.waitForTimeout(350);
    await button(page, 'New picture').click();
    await expect.poll(() => captchaSource(page)).not.toBe(first);
    expect(sids()).toBe(sidsBefore + 1);

    await field(page, 'Image captcha').fill(await captchaText(page));
    await button(page, 'Get verification code').click();
    await toast(page, 'Verification code sent, please check your phone!').waitFor();
    const countdown = button(page, /^Resend in \d+s$/);
    expect(await countdown.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => countdown.textContent()).toMatch(/^Resend in 5[0-9]s$/);
    // aria-disabled, not disabled: a tap still reaches it and says why nothing is sent.
    await countdown.click({ force: true });
    await toast(page, 'Do not send the verification code repeatedly!').waitFor();
    expect(calls.filter((call) => call.endpoint === 'promotionSms')).toHaveLength(1);
    expect(calls.find((call) => call.endpoint === 'promotionSms')?.body).toMatchObject({
      phone: mobile,
      app_from: 'fb',
      user_from: 'ad12',
      utm_tag: 'summer',
    });

    await field(page, 'SMS code').fill('123456');
    await button(page, 'Apply now').click();
    await toast(page, 'Registration successful').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Download PesoAgad' }).waitFor();
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toBe(
      '#/downloadTemplate?app_from=fb&user_from=ad12&utm_tag=summer&id=7&links_id=L5',
    );
    expect(await page.getByRole('link', { name: 'Get it on Google Play' }).isVisible()).toBe(true);
    const register = calls.find((call) => call.endpoint === 'promotionRegister');
    expect(register?.body).toMatchObject({
      phone: mobile,
      userName: mobile,
      merchantNumber: '0',
      smsCode: '123456',
      invite_code: 'INV9',
      id: '7',
    });
    expect(calls.find((call) => call.endpoint === 'promotionTrackClick')?.query).toMatchObject({
      phone: mobile,
      page_id: '7',
    });
    expect(errors).toEqual([]);
  });

  it('an already registered number goes to the download view with down_id', async () => {
    const { page, errors } = await open(`/promotion?${campaign}&down_id=D3`);
    await field(page, 'Mobile number').fill(promotionTriggers.registeredPhones[1]);
    await field(page, 'Image captcha').fill(await captchaText(page));
    await button(page, 'Get verification code').click();
    await toast(page, 'You are registered, please download the app and log in!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Download PesoAgad' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe(
      '#/downloadTemplate?app_from=fb&user_from=ad12&utm_tag=summer&id=7&down_id=D3',
    );
    expect(errors).toEqual([]);
  });

  it('Apply sits in the action bar in view, at 200 % text too, and Enter in a field still applies', async () => {
    const { page } = await open(`/promotion?${campaign}`);
    const apply = page
      .getByRole('region', { name: 'Register' })
      .getByRole('button', { name: 'Apply' });
    const inView = () =>
      apply.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight + 0.5;
      });
    expect(await inView()).toBe(true);
    await doubleTextSize(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(
      true,
    );
    expect(await inView()).toBe(true);

    await field(page, 'Mobile number').fill(mobile);
    await field(page, 'Mobile number').press('Enter');
    await expect.poll(() => field(page, 'Image captcha').getAttribute('aria-invalid')).toBe('true');
  });

  it('a wrong captcha brings a new picture, clears the old text and says so at the field', async () => {
    const { page } = await open(`/promotion?${campaign}`);
    const first = await captchaSource(page);
    await field(page, 'Mobile number').fill(mobile);
    await field(page, 'Image captcha').fill(promotionTriggers.wrongCaptcha);
    await button(page, 'Get verification code').click();
    const message = 'The image captcha is incorrect. Please try again.';
    await page.locator('main').getByText(message, { exact: true }).waitFor();
    expect(await field(page, 'Image captcha').getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, message).count()).toBe(0);
    await expect.poll(() => captchaSource(page)).not.toBe(first);
    expect(await field(page, 'Image captcha').inputValue()).toBe('');
  });

  it('the countdown resumes after a reload and ends ready at 60', async () => {
    const { page } = await openFresh(`/promotion?${campaign}`, {
      beforeOpen: (target) => target.clock.install(),
    });
    await field(page, 'Mobile number').fill(mobile);
    await field(page, 'Image captcha').fill(await captchaText(page));
    await button(page, 'Get verification code').click();
    await button(page, 'Resend in 60s').waitFor();
    await page.reload({ waitUntil: 'load' });
    await button(page, /^Resend in 5\ds$/).waitFor();
    await page.clock.fastForward(60_000);
    const ready = button(page, 'Get verification code');
    await ready.waitFor();
    expect(await ready.getAttribute('aria-disabled')).toBeNull();
  });

  it('the agreement link opens the agreement with the same query, and comes back', async () => {
    const { page, errors } = await open(`/promotion?${campaign}&links_id=L5`);
    await page.getByRole('link', { name: 'Registration Agreement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Registration Agreement' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe(
      '#/agreementTemplate?app_from=fb&user_from=ad12&utm_tag=summer&id=7&links_id=L5',
    );
    await page.getByRole('link', { name: 'Back to registration' }).click();
    await field(page, 'Mobile number').waitFor();
    expect(errors).toEqual([]);
  });

  it('a campaign query written in the hash is read too', async () => {
    const { page } = await open(`/promotion#/?${campaign}`);
    await page.getByRole('heading', { level: 2, name: /Cash in minutes/ }).waitFor();
    expect(await page.evaluate(() => location.search)).toContain('id=7');
  });
});
