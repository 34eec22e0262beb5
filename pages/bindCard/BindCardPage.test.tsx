import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { answer, record, recordAll, type RecordedCall } from '../../tests/setup/apiHarness.ts';
import { installShellStub, type ShellMessage } from '../../tests/setup/shellStub.ts';
import { failureMessages, unknownOutcomeMessages } from '../../shared/api/result.ts';
import { stillCheckingMessage } from '../../shared/ui/still-checking/StillChecking.tsx';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { bindCardRejectedMessage } from '../../shared/mock/bindCardFixtures.ts';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { savedHelp, savedMessage } from './BindCardForm.tsx';
import { bindCardTitle, BindCardPage, missingProductMessage } from './BindCardPage.tsx';

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0&clientType=ios';
const commonQuery = {
  sessionId: 'sess-1',
  userId: 'u-7',
  deviceId: 'dev-3',
  appVersion: '2.4.0',
  clientType: 'ios',
};

let shell: ShellMessage[] = [];
let replace: Mock<(url: string | URL) => void>;
let assign: Mock<(url: string | URL) => void>;

beforeEach(() => {
  shell = installShellStub();
  replace = vi.fn();
  assign = vi.fn();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

function openBindCard(query = `productId=12&${session}`) {
  window.history.replaceState(null, '', `/bindCard.html?${query}`);
  return render(
    <>
      <BindCardPage />
      <ToastHost />
    </>,
  );
}

// The form is a module of its own: on a busy machine its first import can take a moment.
const ready = () => screen.findByRole('tablist', { name: 'Account type' }, { timeout: 5000 });
const text = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pickerButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label}`) });
const next = () => screen.getByRole('button', { name: 'Next' });

/** Opens a picker, chooses one option per level, and confirms. */
function choose(label: string, ...path: string[]) {
  fireEvent.click(pickerButton(label));
  const dialog = screen.getByRole('dialog', { name: label });
  for (const name of path) fireEvent.click(within(dialog).getByRole('radio', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** Fills every field the default form shows (card type 1, channel 90006). */
function fillBankAccount() {
  choose('Bank', 'BDO Unibank');
  fireEvent.change(text('Account number'), { target: { value: '1234 5678-9012 3' } });
  fireEvent.change(text('Date of birth'), { target: { value: '1990-05-17' } });
  choose('City of residence', 'Central Visayas', 'Cebu', 'Cebu City');
}

const bankAccountPayload = {
  cardType: '1',
  channelNumber: '90006',
  bankCode: 'BDO',
  cardNo: '1234567890123',
  birthDate: '1990-05-17',
  homeCity: 'Central Visayas/Cebu/Cebu City',
  productId: '12',
  product_id: '12',
};

const bodies = (calls: RecordedCall[]) => calls.map((call) => call.body);
const bankFlow = () => shell.filter(([command]) => command.endsWith('BankFlow'));

describe('Bind card: loading the form', () => {
  it('is titled, tells the shell the bank flow started, and asks card-init for the product', async () => {
    const init = record('bindCardForm');
    openBindCard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bindCardTitle);
    expect(bindCardTitle).toBe('Payment account information');
    await ready();
    expect(bodies(init)).toEqual([{ productId: '12', product_id: '12' }]);
    expect(init[0]?.query).toMatchObject(commonQuery);
    expect(bankFlow()).toEqual([['startBankFlow', {}]]);
  });

  it('asks for nothing and says so when the product id is missing', async () => {
    const init = record('bindCardForm');
    openBindCard(session);
    expect(screen.getByRole('alert').textContent).toBe(missingProductMessage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(init).toEqual([]);
  });

  it('shows a failed load with Retry, and an empty form as unreadable', async () => {
    answer('bindCardForm', { data: { items: [] } }, { once: true });
    openBindCard();
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.malformed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
  });
});

describe('Bind card: the fields', () => {
  it('starts on card type 1 and channel 90006, showing their fields, every cate drawn', async () => {
    openBindCard();
    await ready();
    expect(screen.getByRole('tab', { name: 'Bank account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(pickerButton('Transfer channel').textContent).toBe('InstaPay (real time)');
    expect(text('Account number').type).toBe('text');
    expect(text('Date of birth').type).toBe('date');
    expect(pickerButton('City of residence').getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByLabelText('Branch code')).toBeNull();
    expect(screen.queryByLabelText('E-wallet mobile number')).toBeNull();
    // The subtitle is read with its field.
    const hint = text('Account number').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hint)?.textContent).toBe(
      'Savings or checking account number, 10 to 16 digits',
    );
  });

  it('shows the fields of the channel chosen, and of the card type chosen', async () => {
    openBindCard();
    await ready();
    choose('Transfer channel', 'PESONet (next banking day)');
    screen.getByLabelText('Branch code');
    screen.getByLabelText('TIN (tax identification number)');
    expect(screen.queryByLabelText('Date of birth')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(screen.queryByRole('button', { name: /^Bank/ })).toBeNull();
    screen.getByLabelText('E-wallet mobile number');
    screen.getByLabelText('TIN (tax identification number)');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'E-wallet' }).id,
    );
  });

  it('takes digits only, showing a bank number in fours', async () => {
    openBindCard();
    await ready();
    fireEvent.change(text('Account number'), { target: { value: '12ab34-5678 90' } });
    expect(text('Account number').value).toBe('1234 5678 90');
    choose('Transfer channel', 'PESONet (next banking day)');
    fireEvent.change(text('Branch code'), { target: { value: 'B-042x7' } });
    expect(text('Branch code').value).toBe('0427');
  });

  it('keeps what was typed in a field the card type hides, and sends only what shows', async () => {
    const sent = record('bindCardNew');
    openBindCard();
    await ready();
    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    fireEvent.change(text('E-wallet mobile number'), { target: { value: '0917 123 4567' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    fillBankAccount();
    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(text('E-wallet mobile number').value).toBe('091 7123 4567');
    fireEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    fireEvent.click(next());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual(bankAccountPayload);
  });

  it('shows a prefilled form as sent', async () => {
    openBindCard(`productId=12&${session}&mock=bind-card-prefilled`);
    await ready();
    expect(pickerButton('Bank').textContent).toBe('BPI');
    expect(text('Account number').value).toBe('1234 5678 9012 3');
    expect(text('Branch code').value).toBe('0427');
    expect(pickerButton('Branch location').textContent).toBe('Central Visayas / Cebu / Cebu City');
  });
});

describe("Bind card: 'Next'", () => {
  it('sits in the action bar after the form, and submits that form', async () => {
    openBindCard();
    await ready();
    const bar = screen.getByRole('region', { name: 'Actions' });
    expect(within(bar).getByRole('button', { name: 'Next' })).toBe(next());
    const form = document.querySelector('form');
    expect(form?.contains(bar)).toBe(false);
    expect((next() as HTMLButtonElement).form).toBe(form);
    expect(next().getAttribute('type')).toBe('submit');
  });

  it('marks every visible field without a value, focuses the first, and sends nothing', async () => {
    const sent = record('bindCardNew');
    openBindCard();
    await ready();
    fireEvent.change(text('Account number'), { target: { value: '1234567890' } });
    fireEvent.click(next());

    expect(pickerButton('Bank').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Please choose Bank');
    screen.getByText('Please choose Date of birth');
    screen.getByText('Please choose City of residence');
    expect(screen.queryByText('Please enter Account number')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(pickerButton('Bank')));

    // Choosing clears that field's message.
    choose('Bank', 'BPI');
    expect(screen.queryByText('Please choose Bank')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('sends bind-card-new with each visible field by code, ends the bank flow and stays', async () => {
    const sent = record('bindCardNew');
    const change = record('bindCardChange');
    openBindCard();
    await ready();
    fillBankAccount();
    fireEvent.click(next());

    const said = (await screen.findByText(savedMessage)).closest('[role="status"]');
    expect(said?.textContent).toBe(`${savedMessage}${savedHelp}`);
    expect(bodies(sent)).toEqual([bankAccountPayload]);
    expect(sent[0]?.query).toMatchObject(commonQuery);
    expect(change).toEqual([]);
    expect(bankFlow()).toEqual([
      ['startBankFlow', {}],
      ['endBankFlow', {}],
    ]);
    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    // The form has given way: nothing is left to send twice.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    screen.getByRole('button', { name: 'Back to the app' });
  });

  it('from the loan detail sends bind-card-change, ends the bank flow and goes back to the order', async () => {
    const sent = record('bindCardChange');
    const created = record('bindCardNew');
    openBindCard(`productId=12&orderId=9001&source=loanDetail&${session}`);
    await ready();
    fillBankAccount();
    fireEvent.click(next());

    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(bodies(sent)).toEqual([bankAccountPayload]);
    expect(created).toEqual([]);
    expect(bankFlow().map(([command]) => command)).toEqual(['startBankFlow', 'endBankFlow']);
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/orderDetail.html');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      source: 'loanDetail',
      productId: '12',
      orderId: '9001',
      ...commonQuery,
    });
  });

  it('sends one request for a double tap', async () => {
    const sent = record('bindCardNew');
    // Still answering when the third tap comes, after the double-tap window.
    answer('bindCardNew', { data: {} }, { delay: doubleTapMs + 400 });
    openBindCard();
    await ready();
    fillBankAccount();
    fireEvent.click(next());
    fireEvent.click(next());
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs + 50));
    fireEvent.click(next());
    await screen.findByText(savedMessage);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('keeps everything typed when the bank refuses, then sends again as a new action', async () => {
    const sent = record('bindCardNew');
    answer('bindCardNew', { code: 1, message: bindCardRejectedMessage }, { once: true });
    openBindCard();
    await ready();
    fillBankAccount();
    fireEvent.click(next());

    await waitFor(() => expect(toastStore.getState().current?.text).toBe(bindCardRejectedMessage));
    expect(screen.getByRole('alert').textContent).toBe(bindCardRejectedMessage);
    expect(text('Account number').value).toBe('1234 5678 9012 3');
    expect(pickerButton('Bank').textContent).toBe('BDO Unibank');
    expect(pickerButton('City of residence').textContent).toBe(
      'Central Visayas / Cebu / Cebu City',
    );
    expect(bankFlow().map(([command]) => command)).toEqual(['startBankFlow']);
    await waitFor(() => expect((next() as HTMLButtonElement).disabled).toBe(false));

    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(next());
    await screen.findByText(savedMessage);
    expect(bodies(sent)).toEqual([bankAccountPayload, bankAccountPayload]);
    // The refusal was a definite answer: the same fields again are a new action, with a new key.
    expect(sent[1]?.headers['idempotency-key']).not.toBe(sent[0]?.headers['idempotency-key']);
  });

  it('a lost answer keeps everything typed and says so; the next tap asks for the form, then sends the same key', async () => {
    answer('bindCardNew', 'network-error', { once: true });
    const calls = recordAll('bindCardForm', 'bindCardNew');
    openBindCard();
    await ready();
    fillBankAccount();
    fireEvent.click(next());

    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe(unknownOutcomeMessages.account),
    );
    expect(text('Account number').value).toBe('1234 5678 9012 3');
    expect(text('Date of birth').value).toBe('1990-05-17');
    expect(bankFlow().map(([command]) => command)).toEqual(['startBankFlow']);

    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(next());
    await screen.findByText(savedMessage);
    expect(calls.map((call) => call.name)).toEqual([
      'bindCardForm',
      'bindCardNew',
      'bindCardForm',
      'bindCardNew',
    ]);
    const [lost, retried] = calls.filter((call) => call.name === 'bindCardNew');
    expect(retried?.body).toEqual(lost?.body);
    expect(retried?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
  });

  it('a refused key (422) says the first request stands and is still being checked, with a way to Customer Service; the form keeps what was typed', async () => {
    answer('bindCardNew', { status: 422, code: 422, message: 'key reused' });
    const sent = record('bindCardNew');
    openBindCard();
    await ready();
    fillBankAccount();
    fireEvent.click(next());
    await screen.findByText(stillCheckingMessage('the payment account ending 0123'));
    screen.getByRole('link', { name: /^Call Customer Service/ });
    expect(sent).toHaveLength(1);
    expect((text('Account number') as HTMLInputElement).value).toBe('1234 5678 9012 3');
  });

  it('a corrected account number after a lost answer goes under no key: the page names the account still being checked; the first goes again under its key', async () => {
    answer('bindCardNew', 'network-error', { once: true });
    const sent = record('bindCardNew');
    openBindCard();
    await ready();
    fillBankAccount();
    fireEvent.click(next());
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe(unknownOutcomeMessages.account),
    );

    // The middle digits corrected, the last four the same.
    fireEvent.change(text('Account number'), { target: { value: '1234 5999 9012 3' } });
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(next());
    await screen.findByText(stillCheckingMessage('the payment account ending 0123'));
    expect(sent).toHaveLength(1);

    fireEvent.change(text('Account number'), { target: { value: '1234 5678 9012 3' } });
    await new Promise((resolve) => setTimeout(resolve, doubleTapMs));
    fireEvent.click(next());
    await screen.findByText(savedMessage);
    expect(bodies(sent)).toEqual([bankAccountPayload, bankAccountPayload]);
    expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
  });
});
