import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  fixtureContext,
  type NamedCall,
  record,
  recordAll,
} from '../../../tests/setup/apiHarness.ts';
import { installShellStub, type ShellMessage } from '../../../tests/setup/shellStub.ts';
import { confirmMarker } from '../../api/loanConfirm.ts';
import { loanConfirmV2 } from '../../api/loanConfirmV2.ts';
import { loanConfirmV3 } from '../../api/loanConfirmV3.ts';
import { failureMessages, unknownOutcomeMessages } from '../../api/result.ts';
import { doubleTapMs } from '../../hooks/usePendingAction.ts';
import { forgetRequestKeys } from '../../requestKeys/useRequestKey.ts';
import { definePageLoad } from '../../data/pageData.ts';
import { hasConfirmContent } from '../../api/loanConfirm.ts';
import * as fx from '../../mock/confirmFixtures.ts';
import { ToastHost } from '../../ui/toast/Toast.tsx';
import { toastStore } from '../../notify/toastStore.ts';
import { LoanConfirmPage, missingProductMessage } from './LoanConfirmPage.tsx';
import {
  defaultRetentionText,
  loanPushedPoint,
  pushedButNotOpenedMessage,
  submittedTitle,
} from './loanConfirmRules.ts';

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3&clientType=ios';
const commonQuery = { sessionId: 'sess-1', userId: 'u-7', deviceId: 'dev-3', clientType: 'ios' };

const variants = {
  v3: {
    page: 'confirm',
    calls: loanConfirmV3,
    confirm: 'confirmData',
    list: 'agreementList',
    jump: 'agreementJump',
    push: 'loanPush',
    pageLoad: definePageLoad({
      query: ['productId'],
      load: ({ productId }, options) => loanConfirmV3.loadConfirm(productId, options),
      hasContent: hasConfirmContent,
    }),
  },
  v2: {
    page: 'confirmV2',
    calls: loanConfirmV2,
    confirm: 'confirmDataV2',
    list: 'agreementListV2',
    jump: 'agreementJumpV2',
    push: 'loanPushV2',
    pageLoad: definePageLoad({
      query: ['productId'],
      load: ({ productId }, options) => loanConfirmV2.loadConfirm(productId, options),
      hasContent: hasConfirmContent,
    }),
  },
} as const;

type Variant = keyof typeof variants;

let shell: ShellMessage[] = [];
let assign = vi.fn<(url: string | URL) => void>();
let replace = vi.fn<(url: string | URL) => void>();

// The screen's own module, loaded once up front so that no test waits for its first transform.
beforeAll(() => import('./ConfirmView.tsx'));

beforeEach(() => {
  shell = installShellStub();
  assign = vi.fn();
  replace = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Confirm data in the wire shape of a variant, with no popup unless a test asks for one. */
function confirmData(variant: Variant, fields: Record<string, unknown> = {}) {
  const data =
    variant === 'v3'
      ? fx.confirmData(fixtureContext, { popAgreement: 'none' })
      : { ...fx.confirmDataV2(fixtureContext, 0, { popAgreement: 'none' }), NewPopMsg: '' };
  return { ...data, ...fields };
}

function openConfirm(variant: Variant, query = `productId=1001&orderId=9001&${session}`) {
  const { page, calls, pageLoad } = variants[variant];
  window.history.replaceState(null, '', `/${page}.html?${query}`);
  return render(
    <>
      <LoanConfirmPage pageLoad={pageLoad} calls={calls} />
      <ToastHost />
    </>,
  );
}

const ready = () => screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' });
/** The headline amount, in the figures band over the screen. */
const headline = () => within(screen.getByRole('region', { name: 'Loan offer' }));
const checkbox = () => screen.getByRole('checkbox', { name: 'I have read and agree' });
const nextButton = (name = 'Next') => screen.getByRole('button', { name });
const agreementLink = (name: string) => screen.findByRole('button', { name });
const pressBack = () => act(() => window.onNativeBack?.());
const commands = () => shell.map(([command]) => command);
const toast = () => toastStore.getState().current?.text;

describe.each(['v3', 'v2'] as const)('loan confirm %s', (variant) => {
  const names = variants[variant];

  it('shows the product, amount, term, interest rate, details and repayment plan', async () => {
    const calls = record(names.confirm);
    answer(names.confirm, { data: confirmData(variant) });
    openConfirm(variant);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loan Confirmation');
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'Loading the loan details',
    );
    await ready();

    expect(headline().getByText('Loan amount')).toBeTruthy();
    expect(headline().getByText('₱8.500,00')).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Loan details' }));
    expect(details.getByText('Loan Term').nextSibling?.textContent).toBe('120 days');
    expect(details.getByText('Interest Rate').nextSibling?.textContent).toBe(
      '0.05%\u00a0per\u00a0day (18.25%\u00a0per\u00a0year)',
    );
    expect(details.getByText('Service fee').nextSibling?.textContent).toBe('₱425,00');
    const plan = within(screen.getByRole('region', { name: 'Repayment plan' }));
    const instalments = plan.getAllByRole('listitem');
    expect(instalments).toHaveLength(2);
    within(instalments[0] as HTMLElement).getByText('Instalment 1/2');
    within(instalments[0] as HTMLElement).getByText('₱4.505,00');
    within(instalments[0] as HTMLElement).getByText(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls.map(({ body, query }) => ({ body, sessionId: query.sessionId }))).toEqual([
      { body: { productId: '1001', product_id: '1001' }, sessionId: 'sess-1' },
    ]);
  });

  it('loads the agreement list alongside, with scene 3 in the query', async () => {
    const lists = record(names.list);
    answer(names.confirm, { data: confirmData(variant) });
    openConfirm(variant);
    expect(await agreementLink('Disclosure Statement')).toBeTruthy();
    expect(lists).toHaveLength(1);
    expect(lists[0]?.query).toMatchObject({
      productId: '1001',
      product_id: '1001',
      scene: '3',
      ...commonQuery,
    });
  });

  it('the box starts checked; unchecked, Next is grey and inert', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    const pushes = record(names.push);
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    const next = nextButton(variant === 'v3' ? 'Next' : 'Get ₱8.500 now');
    expect(checkbox()).toHaveProperty('checked', true);
    expect(next).toHaveProperty('disabled', false);

    fireEvent.click(checkbox());
    expect(checkbox()).toHaveProperty('checked', false);
    expect(next).toHaveProperty('disabled', true);
    screen.getByText('Tick the box to agree and continue.');
    fireEvent.click(next);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushes).toEqual([]);

    fireEvent.click(checkbox());
    expect(next).toHaveProperty('disabled', false);
  });

  it('hides the agreement row when there are no agreements, and Next works', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.list, { data: { data: [] } });
    openConfirm(variant);
    await ready();
    await waitFor(() => expect(screen.queryByText('Loading the agreements…')).toBeNull());
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('I have read and agree')).toBeNull();
    expect(screen.getAllByRole('button').at(-1)).toHaveProperty('disabled', false);
  });

  it('an agreement link calls the jump (productId, scene 3, position, orderId, marker) and opens contract_url', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    const jumps = record(names.jump);
    openConfirm(variant);
    fireEvent.click(await agreementLink('Disclosure Statement'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(jumps.map((call) => call.query)).toEqual([
      {
        ...commonQuery,
        productId: '1001',
        product_id: '1001',
        scene: '3',
        position: '1',
        orderId: '9001',
        ...Object.fromEntries(Object.entries(confirmMarker).map(([k, v]) => [k, String(v)])),
      },
    ]);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/loanAgreement');
    expect(target.searchParams.get('position')).toBe('1');
    // A page of this site: the common parameters travel on.
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
    expect(replace).not.toHaveBeenCalled();
  });

  /** "Disclosure Statement" in the lender's block, under the loan. */
  const disclosureLink = async () =>
    within(await screen.findByRole('complementary', { name: 'Lender registration' })).getByRole(
      'link',
      { name: 'Disclosure Statement' },
    );
  /** An agreement list item in the variant's wire keys. */
  const listed = (title: string) => (variant === 'v3' ? { title } : { ttl: title });

  it("'Disclosure Statement' in the lender's block opens the agreement the server lists under that name", async () => {
    answer(names.confirm, { data: confirmData(variant) });
    const jumps = record(names.jump);
    openConfirm(variant);
    await agreementLink('Disclosure Statement');
    fireEvent.click(await disclosureLink());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(jumps.map((call) => call.query?.position)).toEqual(['1']);
    expect(new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('position')).toBe('1');
  });

  it("with no agreement named so, 'Disclosure Statement' leads to the agreements listed", async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.list, { data: { data: [listed('Loan Agreement'), listed('Privacy Notice')] } });
    const jumps = record(names.jump);
    openConfirm(variant);
    const first = await agreementLink('Loan Agreement');
    const link = await disclosureLink();
    const list = screen.getByRole('list', { name: 'Agreements' });
    expect(link.getAttribute('href')).toBe(`#${list.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(first);
    expect(jumps).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("with no agreements listed, 'Disclosure Statement' leads to the lender's Disclosure Statement", async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.list, { data: { data: [] } });
    openConfirm(variant);
    await ready();
    await waitFor(() => expect(screen.queryByText('Loading the agreements…')).toBeNull());
    const target = new URL((await disclosureLink()).getAttribute('href') ?? '');
    expect(target.pathname).toBe('/loanAgreement.html');
    expect(target.hash).toBe('#disclosure');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('Next pushes the loan (amount, periods, termUnit, productId, marker), sends the burial point, then replaces the page', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    const sent: NamedCall[] = recordAll(names.push);
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));

    expect(sent.map((call) => call.body)).toEqual([
      {
        amount: '850000',
        periods: '120',
        termUnit: '1',
        productId: '1001',
        product_id: '1001',
        ...Object.fromEntries(Object.entries(confirmMarker).map(([k, v]) => [k, String(v)])),
      },
    ]);
    expect(shell).toEqual([['burialPoint', { event: loanPushedPoint, productId: '1001' }]]);
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/orderDetail');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      productId: '1001',
      orderId: fx.newOrderId,
      ...commonQuery,
      from: 'confirm',
    });
    expect(assign).not.toHaveBeenCalled();
    // On its way out: Next stays busy and never pushes twice.
    expect(screen.getAllByRole('button').at(-1)).toHaveProperty('disabled', true);
  });

  it('one tap, one request: a double tap and taps while the push runs send one push', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    const pushes = record(names.push);
    answer(
      names.push,
      {
        data:
          variant === 'v3'
            ? { lendDetailsUrl: 'http://localhost:3000/orderDetail?orderId=1' }
            : { ldu: 'http://localhost:3000/orderDetail?orderId=1' },
      },
      { delay: 200 },
    );
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    const next = screen.getAllByRole('button').at(-1) as HTMLElement;
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(pushes).toHaveLength(1);
    expect(commands()).toEqual(['burialPoint']);
  });

  it('a refused lendDetailsUrl: the loan is pushed, the page says what to do next, Next stays off', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.push, {
      data: variant === 'v3' ? { lendDetailsUrl: 'javascript:alert(1)' } : { ldu: 'data:x' },
    });
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    const said = (await screen.findByText(pushedButNotOpenedMessage)).closest('[role="status"]');
    expect(said?.textContent).toBe(`${submittedTitle}${pushedButNotOpenedMessage}`);
    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: variant === 'v3' ? 'Next' : 'Get ₱8.500 now' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the app' }));
    expect(commands()).toEqual(['burialPoint', 'closeWebView']);
  });

  it("a failed push shows the server's message in a toast and leaves Next usable", async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.push, {
      code: variant === 'v3' ? 1 : '01',
      message: 'Your credit limit has changed.',
    });
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    const next = screen.getAllByRole('button').at(-1) as HTMLElement;
    const pushes = record(names.push);
    fireEvent.click(next);
    await waitFor(() => expect(toast()).toBe('Your credit limit has changed.'));
    expect(shell).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
    await waitFor(() => expect(next).toHaveProperty('disabled', false));

    // The server said no: a definite answer, so the next tap is a new action with a new key.
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(next);
    await waitFor(() => expect(pushes).toHaveLength(2));
    expect(pushes[1]?.headers['idempotency-key']).not.toBe(pushes[0]?.headers['idempotency-key']);
  });

  it('a lost push says nobody knows yet; the next tap asks for the confirmation, then pushes the same loan under the same key', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.push, 'network-error', { once: true });
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    const calls = recordAll(names.confirm, names.push);
    const next = screen.getAllByRole('button').at(-1) as HTMLElement;
    fireEvent.click(next);
    await waitFor(() => expect(toast()).toBe(unknownOutcomeMessages.loan));
    expect(replace).not.toHaveBeenCalled();
    await waitFor(() => expect(next).toHaveProperty('disabled', false));

    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(next);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.name)).toEqual([names.push, names.confirm, names.push]);
    const [lost, retried] = calls.filter((call) => call.name === names.push);
    expect(retried?.body).toEqual(lost?.body);
    expect(retried?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
    expect(commands()).toEqual(['burialPoint']);
  });

  /** A push lost on product 1001, then the page reloaded for `productId`; Next tapped again. */
  async function loseThenReload(productId: string) {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.push, 'network-error', { once: true });
    const first = openConfirm(variant);
    await agreementLink('Loan Agreement');
    const calls = recordAll(names.confirm, names.push);
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(toast()).toBe(unknownOutcomeMessages.loan));
    first.unmount();
    forgetRequestKeys({ stored: false });
    openConfirm(variant, `productId=${productId}&orderId=9001&${session}`);
    await agreementLink('Loan Agreement');
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    return calls;
  }

  it('a lost push outlives a reload: the same product asks first, then pushes under the same key', async () => {
    const calls = await loseThenReload('1001');
    expect(calls.map((call) => call.name)).toEqual([
      names.push,
      names.confirm,
      names.confirm,
      names.push,
    ]);
    const [lost, retried] = calls.filter((call) => call.name === names.push);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
  });

  it("another product's confirm page never takes up a lost push: a new loan, a new key", async () => {
    const calls = await loseThenReload('1002');
    expect(calls.map((call) => call.name)).toEqual([names.push, names.confirm, names.push]);
    const [lost, pushed] = calls.filter((call) => call.name === names.push);
    expect(pushed?.headers['idempotency-key']).not.toBe(lost?.headers['idempotency-key']);
  });

  it('after a lost push, a confirmation that changed is shown afresh and nothing is pushed', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.push, 'network-error', { once: true });
    const pushes = record(names.push);
    openConfirm(variant);
    await agreementLink('Loan Agreement');
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(toast()).toBe(unknownOutcomeMessages.loan));

    answer(names.confirm, { data: confirmData(variant, { amount: '900000' }) });
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    // The page loads afresh: on a busy machine that can take a moment.
    await waitFor(() => expect(headline().getByText('₱9.000,00')).toBeTruthy(), { timeout: 5000 });
    expect(pushes).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();

    // The borrower has seen the new loan: Next asks for it as a new action, under a new key.
    await agreementLink('Loan Agreement');
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(screen.getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(pushes.map((call) => call.body?.amount)).toEqual(['850000', '900000']);
    expect(pushes[1]?.headers['idempotency-key']).not.toBe(pushes[0]?.headers['idempotency-key']);
  });

  it('a failed agreement list keeps the loan on screen; Next waits; Try again loads the list', async () => {
    answer(names.confirm, { data: confirmData(variant) });
    const lists = record(names.list);
    answer(names.list, 'network-error', { once: true });
    openConfirm(variant);
    await ready();
    await screen.findByText(/^The agreements could not be loaded\./);
    expect(headline().getByText('₱8.500,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^(Next|Get ₱8\.500 now)$/ })).toHaveProperty(
      'disabled',
      true,
    );
    screen.getByText('Load the agreements to continue.');
    // The list is silent: no toast over the page.
    expect(toast()).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await agreementLink('Privacy Notice')).toBeTruthy();
    expect(lists).toHaveLength(2);
    expect(screen.getAllByRole('button').at(-1)).toHaveProperty('disabled', false);
  });

  it('the agreement popup opens when popAgreementUrl is set: Agree closes it', async () => {
    answer(names.confirm, {
      data: confirmData(variant, { popAgreementUrl: 'https://agreements.example.com/loan' }),
    });
    openConfirm(variant);
    const popup = await screen.findByRole('dialog', { name: 'Loan agreement' });
    // Another host: a link to it, never a frame.
    const link = within(popup).getByRole('link', { name: 'Open the agreement' });
    expect(link.getAttribute('href')).toBe('https://agreements.example.com/loan');
    expect(popup.querySelector('iframe')).toBeNull();
    fireEvent.click(link);
    expect(assign.mock.calls).toEqual([['https://agreements.example.com/loan']]);

    fireEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shell).toEqual([]);
  });

  it('the agreement popup: Cancel closes the web view through the bridge', async () => {
    answer(names.confirm, {
      data: confirmData(variant, { popAgreementUrl: 'https://agreements.example.com/loan' }),
    });
    openConfirm(variant);
    const popup = await screen.findByRole('dialog', { name: 'Loan agreement' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(shell).toEqual([['closeWebView', {}]]);
  });

  it('the agreement popup embeds a page of a trusted origin in a sandboxed frame', async () => {
    answer(names.confirm, {
      data: confirmData(variant, { popAgreementUrl: `${window.location.origin}/blank.html` }),
    });
    answer(names.list, { data: { data: [] } });
    openConfirm(variant);
    const popup = await screen.findByRole('dialog', { name: 'Loan agreement' });
    // The frame comes once the popup is on screen.
    const frame = await waitFor(() => {
      const found = popup.querySelector('iframe');
      expect(found).not.toBeNull();
      return found;
    });
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame?.getAttribute('title')).toBe('Loan agreement');
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/blank.html');
    expect(src.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('the agreement popup offers no frame and no link for an address the policy refuses', async () => {
    answer(names.confirm, {
      data: confirmData(variant, { popAgreementUrl: 'javascript:alert(1)' }),
    });
    openConfirm(variant);
    const popup = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(popup.querySelector('iframe')).toBeNull();
    expect(within(popup).queryByRole('link')).toBeNull();
    within(popup).getByText(/cannot be shown here/);
  });

  it("isPopType 1: the shell's back opens 'Point out'; Agree dismisses, Cancel closes the web view", async () => {
    answer(names.confirm, { data: confirmData(variant, { isPopType: 1, popContent: '' }) });
    openConfirm(variant);
    await ready();
    expect(screen.queryByRole('dialog')).toBeNull();

    pressBack();
    let dialog = screen.getByRole('dialog', { name: 'Point out' });
    within(dialog).getByText(defaultRetentionText);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Agree', 'Cancel']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shell).toEqual([]);

    pressBack();
    dialog = screen.getByRole('dialog', { name: 'Point out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(shell).toEqual([['closeWebView', {}]]);
  });

  it("isPopType 0: the shell's back closes the web view at once", async () => {
    answer(names.confirm, { data: confirmData(variant, { isPopType: 0 }) });
    openConfirm(variant);
    await ready();
    pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shell).toEqual([['closeWebView', {}]]);
  });

  it("isPopType 1 with the agreement popup open: back asks 'Point out' over it", async () => {
    answer(names.confirm, {
      data: confirmData(variant, {
        isPopType: 1,
        popAgreementUrl: 'https://agreements.example.com/loan',
      }),
    });
    openConfirm(variant);
    await screen.findByRole('dialog', { name: 'Loan agreement' });
    pressBack();
    const retention = screen.getByRole('dialog', { name: 'Point out' });
    // A second back closes 'Point out' alone: the agreement popup stays.
    pressBack();
    expect(retention.isConnected).toBe(false);
    screen.getByRole('dialog', { name: 'Loan agreement' });
    expect(shell).toEqual([]);
  });

  it('a missing productId: the message and Back, no call', async () => {
    const calls = recordAll(names.confirm, names.list);
    openConfirm(variant, session);
    expect((await screen.findByRole('alert')).textContent).toBe(missingProductMessage);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a failed first call: the message once, inline, and Retry loads the loan', async () => {
    const calls = record(names.confirm);
    answer(names.confirm, { data: confirmData(variant) });
    answer(names.confirm, 'network-error', { once: true });
    openConfirm(variant);
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.network);
    expect(toast()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['amount', null],
    ['amount', -1],
    ['amount', '-450500'],
    ['periods', 0],
    ['periods', 'N/A'],
  ])(
    'an unreadable %s (%j): the message, Retry and Customer Service; no amount, no push',
    async (field, value) => {
      const pushes = record(names.push);
      answer(names.confirm, { data: confirmData(variant, { [field]: value }) });
      openConfirm(variant);

      expect((await screen.findByRole('alert')).textContent).toBe('This amount could not be read');
      screen.getByRole('button', { name: 'Retry' });
      const service = screen.getByRole('link', { name: 'Contact Customer Service' });
      const address = new URL(service.getAttribute('href') ?? '', location.href);
      expect(address.pathname).toBe('/customerService.html');
      expect(address.searchParams.get('sessionId')).toBe('sess-1');
      expect(screen.queryByText(/[₱₹]/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Next|Get/ })).toBeNull();
      expect(pushes).toEqual([]);
    },
  );

  it('renders 200 of 50,000 detail rows and says how many there are', async () => {
    const details = Array.from({ length: 50_000 }, (_, index) => ({
      text: `Fee ${index + 1}`,
      value: '₱1,00',
    }));
    answer(names.confirm, { data: confirmData(variant, { details }) });
    openConfirm(variant);
    // A large answer takes the mock a while to send.
    await screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' }, { timeout: 10_000 });

    const region = within(screen.getByRole('region', { name: 'Loan details' }));
    expect(region.getAllByText(/^Fee \d+$/)).toHaveLength(200);
    region.getByText('Showing the first 200 of 50,000 rows.');
  }, 20_000);
});

describe('variant 2 additions', () => {
  it("takes Next's text from NewButtonMsg and shows the repayment date line (firstPayTime)", async () => {
    answer('confirmDataV2', {
      data: confirmData('v2', { NewButtonMsg: 'Borrow now', firstPayTime: '2025-08-10 23:59:00' }),
    });
    openConfirm('v2');
    await ready();
    screen.getByRole('button', { name: 'Borrow now' });
    expect(screen.getByText('Due date').nextSibling?.textContent).toBe('2025-08-10');
  });

  it("falls back to 'Next' without NewButtonMsg", async () => {
    answer('confirmDataV2', { data: confirmData('v2', { NewButtonMsg: '' }) });
    openConfirm('v2');
    await ready();
    screen.getByRole('button', { name: 'Next' });
  });

  it('V3 shows no repayment date line and no promotional popup', async () => {
    answer('confirmData', {
      data: confirmData('v3', { NewPopMsg: 'Promo', NewButtonMsg: 'Go', isRupee: 1 }),
    });
    openConfirm('v3');
    await ready();
    expect(screen.queryByText('Due date')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'Next' });
    expect(headline().getByText('₱8.500,00')).toBeTruthy();
  });

  it('the promotional popup (NewPopMsg) is visible on entry and closes', async () => {
    answer('confirmDataV2', { data: confirmData('v2', { NewPopMsg: 'First 7 days free!' }) });
    openConfirm('v2');
    const popup = await screen.findByRole('dialog', { name: 'Special offer' });
    within(popup).getByText('First 7 days free!');
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shell).toEqual([]);
  });

  it('with an agreement popup too: the agreement popup first, the promotional popup after Agree', async () => {
    answer('confirmDataV2', {
      data: confirmData('v2', {
        NewPopMsg: 'First 7 days free!',
        popAgreementUrl: 'https://agreements.example.com/loan',
      }),
    });
    openConfirm('v2');
    const agreement = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(screen.getAllByRole('dialog')).toEqual([agreement]);

    fireEvent.click(within(agreement).getByRole('button', { name: 'Agree' }));

    const popup = screen.getByRole('dialog', { name: 'Special offer' });
    within(popup).getByText('First 7 days free!');
    expect(screen.getAllByRole('dialog')).toEqual([popup]);
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the rupee symbol when isRupee is 1, the peso otherwise', async () => {
    answer('confirmDataV2', { data: confirmData('v2', { isRupee: 1 }) });
    const { unmount } = openConfirm('v2');
    await ready();
    expect(headline().getByText('₹8.500,00')).toBeTruthy();
    expect(screen.getAllByText('₹4.505,00')).toHaveLength(2);
    unmount();

    answer('confirmDataV2', { data: confirmData('v2', { isRupee: 0 }) });
    openConfirm('v2');
    await ready();
    expect(headline().getByText('₱8.500,00')).toBeTruthy();
    expect(screen.getAllByText('₱4.505,00')).toHaveLength(2);
  });

  it("a code other than '00' on the push toasts the server message; code 0 is not success", async () => {
    answer('confirmDataV2', { data: confirmData('v2') });
    answer('loanPushV2', { code: 0, message: 'Please update the app to borrow.' });
    openConfirm('v2');
    await agreementLink('Loan Agreement');
    fireEvent.click(screen.getByRole('button', { name: 'Get ₱8.500 now' }));
    await waitFor(() => expect(toast()).toBe('Please update the app to borrow.'));
    expect(replace).not.toHaveBeenCalled();
    expect(shell).toEqual([]);
  });

  it("a code other than '00' on the confirm data shows the server message", async () => {
    answer('confirmDataV2', { code: '01', message: 'This offer has expired.' });
    openConfirm('v2');
    expect((await screen.findByRole('alert')).textContent).toBe('This offer has expired.');
  });

  it("a code other than '00' on the jump toasts the server message and opens nothing", async () => {
    answer('confirmDataV2', { data: confirmData('v2') });
    answer('agreementJumpV2', { code: '02', message: 'Agreement not found.' });
    openConfirm('v2');
    fireEvent.click(await agreementLink('Loan Agreement'));
    await waitFor(() => expect(toast()).toBe('Agreement not found.'));
    expect(assign).not.toHaveBeenCalled();
  });
});
