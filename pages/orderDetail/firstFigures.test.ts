// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLoanDetail } from '../../shared/api/loanDetails.ts';
import { firstFigures } from './firstFigures.ts';

const row = (text: string, value: string) => ({ text, value });
const dueRows = [
  row('Order number', 'PA1'),
  row('Due date (1/2)', '2026-03-03'),
  row('Amount due', '₱4.505,00'),
];
const order = (orderStatus: number, rows = dueRows, more: Record<string, unknown> = {}) =>
  parseLoanDetail({
    orderStatus,
    productName: 'PesoAgad Flex',
    noticeStatusText: 'Status',
    noticeDesText: 'Line',
    userOrderDetail: { detail: rows },
    ...more,
  });

describe("Order Details' figures", () => {
  it.each([
    [21, 'processing', 'status-21'],
    [110, 'approved', 'status-110'],
    [151, 'approved', 'status-151'],
    [170, 'approved', 'status-default'],
    [174, 'due', 'status-174'],
    [180, 'overdue', 'status-180'],
    [200, 'repaid', 'status-200'],
    [99, 'neutral', 'status-default'],
  ] as const)('status %i: the %s tone and the %s picture', (orderStatus, tone, icon) => {
    expect(firstFigures(order(orderStatus))).toMatchObject({
      tone,
      picture: `/images/status/${icon}.svg`,
      status: 'Status',
    });
  });

  it.each([170, 174, 180])(
    'status %i: the amount, then its date, the instalment spelled out by the product',
    (orderStatus) => {
      expect(firstFigures(order(orderStatus))).toMatchObject({
        product: 'Instalment 1 of 2 · PesoAgad Flex',
        amountLabel: 'Amount due',
        amount: '₱4.505,00',
        dateLabel: 'Due date',
        date: '2026-03-03',
        note: '',
      });
    },
  );

  it('a status whose rows hold no amount says its line in the figures’ place', () => {
    const rows = [row('Order number', 'PA1'), row('Loan amount', '₱8.500,00')];
    expect(firstFigures(order(21, rows))).toMatchObject({
      product: 'PesoAgad Flex',
      amount: '',
      date: '',
      note: 'Line',
    });
  });

  it('an order on its way elsewhere is never painted', () => {
    const away = order(170, dueRows, { playeduL: 'https://h5.example.invalid/confirm' });
    expect(firstFigures(away)).toBeUndefined();
    // Status 21 stays on the page (spec §4).
    expect(firstFigures(order(21, dueRows, { playeduL: 'https://x.invalid/' }))).toBeDefined();
  });
});
