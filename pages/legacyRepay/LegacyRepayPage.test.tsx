import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, type NamedCall, recordAll } from '../../tests/setup/apiHarness.ts';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { stillCheckingMessage } from '../../shared/ui/still-checking/StillChecking.tsx';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { legacyTriggers } from '../../shared/mock/legacyHandlers.ts';
import { legacyRepaymentStore } from './legacyRepayment.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { LegacyRepayPage, missingOrderMessage } from './LegacyRepayPage.tsx';

const session = 'sessionId=s-1&deviceId=d-3';
let wire: NamedCall[] = [];

const sent = (name: NamedCall['name']) => wire.filter((call) => call.name === name);
const currentToast = () => toastStore.getState().current?.text;
const payButton = () => screen.getByRole('button', { name: /^Pay / });
const codeField = () => screen.getByLabelText('Verification code');
const resendButton = () => screen.getByRole('button', { name: /^Send the code again/ });

function openPage(query = `orderId=PA1&${session}`) {
  window.history.replaceState(null, '', `/legacyRepay.html?${query}`);
  return render(<LegacyRepayPage />);
}

async function cardsShown() {
  await screen.findByRole('radio', { name: 'BDO Unibank, card ending 4821' });
}

/** Picks a card and pays; resolves once the SMS step is there. */
async function payWithCard(name = 'BPI, card ending 3390') {
  await cardsShown();
  fireEvent.click(screen.getByRole('radio', { name }));
  fireEvent.click(payButton());
  await screen.findByRole('heading', { name: 'Enter the verification code' });
}

function typeCode(code: string) {
  fireEvent.change(codeField(), { target: { value: code } });
}

beforeEach(() => {
  wire = recordAll();
  legacyRepaymentStore.setState(legacyRepaymentStore.getInitialState(), true);
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('loading the cards', () => {
  it('asks for nothing and says so without an orderId', async () => {
    openPage(session);
    expect(screen.getByRole('alert').textContent).toBe(missingOrderMessage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(wire).toEqual([]);
  });

  it('posts repayment-way with the orderId, then shows the amount and the cards masked', async () => {
    openPage();
    await cardsShown();

    expect(sent('legacyRepaymentWay').map((call) => [call.body, call.query.sessionId])).toEqual([
      [{ orderId: 'PA1' }, 's-1'],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
    screen.getByText('₱4.505,00');
    expect(screen.getAllByText(/^\*\*\*\* \d{4}$/).map((node) => node.textContent)).toEqual([
      '**** 4821',
      '**** 3390',
      '**** 7712',
      '**** 0458',
    ]);
    screen.getByRole('radio', { name: /^Online payment/ });
    // Nothing is preselected (spec §5: a card must be selected first).
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('shows full card numbers from the server masked too', async () => {
    answer('legacyRepaymentWay', {
      data: {
        bankCards: [{ id: 9, bankName: 'RCBC', cardNo: '6222021234567890', bankCode: 'RCBC' }],
        repayToken: 'rt-1',
        alipay: 0,
        amount: 100000,
        couponId: '',
        orderId: 'PA1',
      },
    });
    openPage();
    await screen.findByRole('radio', { name: 'RCBC, card ending 7890' });
    expect(document.body.textContent).not.toContain('6222021234567890');
    expect(screen.queryByRole('radio', { name: /^Online payment/ })).toBeNull();
  });

  it('says so, with a way back, when there is nothing to pay with (?mock=empty)', async () => {
    openPage(`orderId=PA1&${session}&mock=empty`);
    expect((await screen.findByRole('alert')).textContent).toContain('No bank card can pay');
    screen.getByRole('button', { name: 'Back' });
  });
});

describe('paying with a card', () => {
  it("refuses to pay before a card is picked: 'please select the payment bank card first'", async () => {
    openPage();
    await cardsShown();
    fireEvent.click(payButton());

    await waitFor(() => expect(currentToast()).toBe('please select the payment bank card first'));
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(sent('legacyRepaymentCommit')).toEqual([]);
  });

  it('commits with sendMsg 0, the token, amount, coupon and order of repayment-way', async () => {
    openPage();
    await payWithCard();

    expect(sent('legacyRepaymentCommit').map((call) => call.body)).toEqual([
      {
        repayToken: 'rt-7f3c9a12e4',
        cardId: '2',
        amount: '450500',
        couponId: '',
        orderId: 'PA1',
        sendMsg: '0',
      },
    ]);
    screen.getByText(/your BPI card \*\*\*\* 3390/);
  });

  it('a double tap on Pay sends one commit', async () => {
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: 'BPI, card ending 3390' }));
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Enter the verification code' });
    expect(sent('legacyRepaymentCommit')).toHaveLength(1);
  });

  it('a card without an SMS step (needValid 0) is paid at once, with no confirm', async () => {
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: 'Landbank, card ending 0458' }));
    fireEvent.click(payButton());

    await screen.findByRole('heading', { name: 'Payment submitted' });
    expect(screen.getByRole('status').textContent).toContain('₱4.505,00 is being processed');
    expect(sent('legacyRepaymentConfirm')).toEqual([]);
  });

  it('a commit whose answer was lost says so; the next tap asks repayment-way, then commits under the same key', async () => {
    answer('legacyRepaymentCommit', 'network-error', { once: true });
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: 'BPI, card ending 3390' }));
    fireEvent.click(payButton());

    await waitFor(() => expect(currentToast()).toBe(unknownOutcomeMessages.payment));
    screen.getByRole('radio', { name: 'BPI, card ending 3390' });
    expect(screen.queryByLabelText('Verification code')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Enter the verification code' });
    expect(wire.map((call) => call.name)).toEqual([
      'legacyRepaymentWay',
      'legacyRepaymentCommit',
      'legacyRepaymentWay',
      'legacyRepaymentCommit',
    ]);
    const [lost, retried] = sent('legacyRepaymentCommit');
    expect(retried?.body).toEqual(lost?.body);
    expect(retried?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
  });

  it('another card after a lost commit sends nothing: the page names the card still being checked and offers Customer Service; the first card goes again under its key', async () => {
    answer('legacyRepaymentCommit', 'network-error', { once: true });
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: 'BPI, card ending 3390' }));
    fireEvent.click(payButton());
    await waitFor(() => expect(currentToast()).toBe(unknownOutcomeMessages.payment));

    fireEvent.click(screen.getByRole('radio', { name: 'Landbank, card ending 0458' }));
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(payButton());
    const alert = await screen.findByText(stillCheckingMessage('your payment with BPI **** 3390'));
    expect(alert.getAttribute('role')).toBe('alert');
    screen.getByRole('link', { name: /^Call Customer Service/ });
    await waitFor(() => expect(payButton().getAttribute('aria-busy')).toBeNull());
    expect(sent('legacyRepaymentCommit')).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'BPI, card ending 3390' }));
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Enter the verification code' });
    const commits = sent('legacyRepaymentCommit');
    expect(commits.map((call) => call.body?.cardId)).toEqual(['2', '2']);
    expect(new Set(commits.map((call) => call.headers['idempotency-key'])).size).toBe(1);
  });

  it("shows 'do not submit the payment request twice' for 800005 on the commit", async () => {
    answer('legacyRepaymentCommit', { code: '800005', message: '请勿重复提交' });
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: 'BPI, card ending 3390' }));
    fireEvent.click(payButton());
    await waitFor(() => expect(currentToast()).toBe('do not submit the payment request twice'));
  });
});

describe('the SMS step', () => {
  it('counts 60 s down on a fake clock before the code can be asked for again (sendMsg 1)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: 1_700_000_000_000 });
    openPage();
    await payWithCard();

    expect(resendButton().textContent).toBe('Send the code again in 60 s');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(resendButton().textContent).toBe('Send the code again in 59 s');
    act(() => void vi.advanceTimersByTime(58_000));
    expect(resendButton().textContent).toBe('Send the code again in 1 s');
    fireEvent.click(resendButton());
    expect(sent('legacyRepaymentCommit')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(resendButton().textContent).toBe('Send the code again');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton().textContent).toBe('Send the code again in 60 s'));
    expect(sent('legacyRepaymentCommit').map((call) => call.body)).toEqual([
      expect.objectContaining({ cardId: '2', sendMsg: '0' }),
      expect.objectContaining({ cardId: '2', sendMsg: '1', repayRecordId: 'RR2025061100981' }),
    ]);
  });

  it("refuses a code under 6 characters: 'please enter the correct verification code'", async () => {
    openPage();
    await payWithCard();
    typeCode('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    screen.getByText('please enter the correct verification code');
    expect(document.activeElement).toBe(codeField());
    expect(sent('legacyRepaymentConfirm')).toEqual([]);
  });

  it('confirms the code with repayment-confirm and shows the payment submitted', async () => {
    openPage();
    await payWithCard();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));

    await screen.findByRole('heading', { name: 'Payment submitted' });
    expect(sent('legacyRepaymentConfirm').map((call) => call.body)).toEqual([
      {
        repayToken: 'rt-7f3c9a12e4',
        repayRecordId: 'RR2025061100981',
        code: '123456',
        orderId: 'PA1',
      },
    ]);
    expect(legacyRepaymentStore.getState().repayRecordId).toBe('');
  });

  it("shows 'wrong verification code' at the field for 800006", async () => {
    openPage();
    await payWithCard();
    typeCode(legacyTriggers.wrongCode);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));

    await screen.findByText('wrong verification code');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Payment submitted' })).toBeNull();
  });

  it("shows 'do not submit the payment request twice' for 800005", async () => {
    openPage();
    await payWithCard();
    typeCode(legacyTriggers.duplicateRequest);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(currentToast()).toBe('do not submit the payment request twice'));
  });

  it('a confirm whose answer was lost keeps the code; the next tap asks repayment-way, then confirms under the same key', async () => {
    answer('legacyRepaymentConfirm', 'network-error', { once: true });
    openPage();
    await payWithCard();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(currentToast()).toBe(unknownOutcomeMessages.payment));
    expect((codeField() as HTMLInputElement).value).toBe('123456');

    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('heading', { name: 'Payment submitted' });
    expect(wire.map((call) => call.name).slice(-3)).toEqual([
      'legacyRepaymentConfirm',
      'legacyRepaymentWay',
      'legacyRepaymentConfirm',
    ]);
    const [lost, retried] = sent('legacyRepaymentConfirm');
    expect(retried?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
  });

  it('a double tap on Confirm sends one confirm', async () => {
    openPage();
    await payWithCard();
    typeCode('123456');
    const confirm = screen.getByRole('button', { name: 'Confirm payment' });
    fireEvent.click(confirm);
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs / 3));
    fireEvent.click(confirm);
    await screen.findByRole('heading', { name: 'Payment submitted' });
    expect(sent('legacyRepaymentConfirm')).toHaveLength(1);
  });

  it('comes back after a reload, with the countdown where it was', async () => {
    const first = openPage();
    await payWithCard();
    first.unmount();

    openPage();
    await screen.findByRole('heading', { name: 'Enter the verification code' });
    await waitFor(() => expect(resendButton().textContent).toMatch(/in (59|60) s$/));
    expect(sent('legacyRepaymentCommit')).toHaveLength(1);
  });

  it('Choose another card goes back to the cards', async () => {
    openPage();
    await payWithCard();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another card' }));
    await cardsShown();
    expect(legacyRepaymentStore.getState().repayRecordId).toBe('');
  });
});

describe('the online cashier (repayment-huichao)', () => {
  it('posts the payment and opens the address it gives through the navigation policy', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: /^Online payment/ }));
    fireEvent.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sent('legacyRepaymentRedirect').map((call) => call.body)).toEqual([
      { repayToken: 'rt-7f3c9a12e4', amount: '450500', couponId: '', orderId: 'PA1' },
    ]);
    // The mock's address is a page of this site: it carries the session on.
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/repayInstructions');
    expect(url.searchParams.get('sessionId')).toBe('s-1');
    expect(sent('legacyRepaymentCommit')).toEqual([]);
  });

  it('refuses an address the policy does not allow, and says so', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answer('legacyRepaymentRedirect', { data: { url: 'javascript:alert(1)' } });
    openPage();
    await cardsShown();
    fireEvent.click(screen.getByRole('radio', { name: /^Online payment/ }));
    fireEvent.click(payButton());

    await waitFor(() => expect(currentToast()).toBeTruthy());
    expect(assign).not.toHaveBeenCalled();
  });
});
