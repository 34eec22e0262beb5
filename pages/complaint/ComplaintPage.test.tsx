import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { ComplaintPage, missingOrderMessage } from './ComplaintPage.tsx';
import { collectionRefusedMessage } from './complaintRules.ts';

const session = 'sessionId=sess-1&userId=u-7';

function openEntry(query = 'orderId=9001') {
  window.history.replaceState(null, '', `/complaint.html?${session}&${query}`);
}

const toast = () => toastStore.getState().current?.text;
const typeButton = (name: string) => screen.findByRole('button', { name });

function orderRecord(orderNo: string, isShow: number, productName = 'PesoAgad Flex') {
  return {
    orderNo,
    productLogo: '',
    productName,
    status: isShow ? 'Overdue' : 'Repaid',
    rows: [{ title: 'Loan amount', value: '₱8.500,00' }],
    isShow,
  };
}

const init = (isShow = 1) => ({
  problemType: [
    { value: 1, title: 'Collection' },
    { value: 2, title: 'Payment not credited' },
  ],
  problemSonType: [{ value: 3, title: 'Too many calls or messages' }],
  orderDetail: orderRecord('PA1', isShow),
  orderList: [orderRecord('PA1', isShow), orderRecord('KE2', 0, 'Kwarta Express')],
});

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  openEntry();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function lastAddress() {
  const target = assign.mock.calls.at(-1)?.[0];
  return target === undefined ? undefined : new URL(String(target));
}

describe('Complaint entry', () => {
  it('posts problem-init with the orderId and shows the order card', async () => {
    const calls = record('complaintInit');
    answer('complaintInit', { data: init() });

    render(<ComplaintPage />);

    await screen.findByText('PesoAgad Flex');
    expect(calls.map((call) => call.body)).toEqual([{ orderId: '9001' }]);
    // The order's status in the overdue tone.
    expect(screen.getByText('Overdue').getAttribute('data-tone')).toBe('overdue');
    expect(screen.getByText('Loan amount').nextSibling?.textContent).toBe('₱8.500,00');
    screen.getByRole('link', { name: 'My complaints' });
  });

  it("'My complaints' opens the list with the session", async () => {
    answer('complaintInit', { data: init() });
    render(<ComplaintPage />);

    fireEvent.click(await screen.findByRole('link', { name: 'My complaints' }));

    expect(lastAddress()?.pathname).toBe('/complaintList.html');
    expect(lastAddress()?.searchParams.get('sessionId')).toBe('sess-1');
    // The order goes along: an empty list leads back to a complaint about it.
    expect(lastAddress()?.searchParams.get('orderId')).toBe('9001');
  });

  it('a type other than collection opens the next page with its query', async () => {
    answer('complaintInit', { data: init() });
    render(<ComplaintPage />);

    fireEvent.click(await typeButton('Payment not credited'));

    const address = lastAddress();
    expect(address?.pathname).toBe('/complainPageNext.html');
    expect(Object.fromEntries(address?.searchParams ?? [])).toEqual({
      problemType: '2',
      problemSonType: '',
      orderNo: 'PA1',
      orderId: '9001',
      sessionId: 'sess-1',
      userId: 'u-7',
    });
  });

  it('collection expands its sub-types; a sub-type opens the next page', async () => {
    answer('complaintInit', { data: init() });
    render(<ComplaintPage />);

    const collection = await typeButton('Collection');
    expect(collection.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(collection);
    expect(collection.getAttribute('aria-expanded')).toBe('true');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Too many calls or messages' }));

    expect(lastAddress()?.searchParams.get('problemType')).toBe('1');
    expect(lastAddress()?.searchParams.get('problemSonType')).toBe('3');
    expect(lastAddress()?.searchParams.get('orderNo')).toBe('PA1');
  });

  it('refuses collection for an order whose isShow is not 1, in Spanish, and stays', async () => {
    answer('complaintInit', { data: init(0) });
    render(<ComplaintPage />);

    const collection = await typeButton('Collection');
    fireEvent.click(collection);

    expect(toast()).toBe(collectionRefusedMessage);
    expect(collection.getAttribute('aria-expanded')).toBe('false');
    expect(assign).not.toHaveBeenCalled();
  });

  it("'All' lists every order; choosing one makes it the order, and its rule applies", async () => {
    answer('complaintInit', { data: init() });
    render(<ComplaintPage />);

    fireEvent.click(await typeButton('Collection'));
    fireEvent.click(screen.getByRole('button', { name: 'All orders' }));
    const popup = screen.getByRole('dialog', { name: 'Choose an order' });
    expect(within(popup).getAllByRole('button', { pressed: true })).toHaveLength(1);
    fireEvent.click(within(popup).getByRole('button', { name: /Kwarta Express/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('Kwarta Express');
    // The new order allows no collection complaint: the sub-types close, and reopening is refused.
    const collection = screen.getByRole('button', { name: 'Collection' });
    expect(collection.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(collection);
    expect(toast()).toBe(collectionRefusedMessage);

    fireEvent.click(screen.getByRole('button', { name: 'Payment not credited' }));
    expect(lastAddress()?.searchParams.get('orderNo')).toBe('KE2');
  });

  it('without an orderId says the link is incomplete and calls nothing', async () => {
    const calls = record('complaintInit');
    openEntry('x=1');
    render(<ComplaintPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(missingOrderMessage);
    expect(calls).toEqual([]);
  });

  it('a failure shows the server message once with Retry', async () => {
    answer('complaintInit', { code: '01', message: 'Please sign in again.' });
    render(<ComplaintPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in again.');
    screen.getByRole('button', { name: 'Retry' });
    expect(toast()).toBeUndefined();
  });
});
