// Every status of the spec's table (§2 'Order Details' icons, §4 'Order status', §9) shown on the
// order page in the tone that says its state: the mock's order in each status, as a borrower opens it.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installShellStub } from '../../tests/setup/shellStub.ts';
import {
  ids,
  openOrderPage,
  ready,
  session,
  spyOnLocation,
} from '../../tests/pages/orderDetailPage.tsx';

beforeEach(() => {
  installShellStub();
  spyOnLocation();
});

describe('the order status in its tone', () => {
  it.each([
    ['status-21', 'under review', 'processing'],
    ['status-110', 'approved', 'approved'],
    ['status-151', 'approved', 'approved'],
    ['status-170', 'disbursed, repayable', 'approved'],
    ['status-174', 'due: a call to act', 'due'],
    ['status-174-delay', 'due, rollover offered', 'due'],
    ['status-180', 'overdue: urgent', 'overdue'],
    ['status-180-delay', 'overdue, rollover offered', 'overdue'],
    ['status-200', 'repaid: done', 'repaid'],
    ['status-other', 'a status the spec does not name', 'neutral'],
  ])('%s (%s) shows in the %s tone', async (scenario, _meaning, tone) => {
    openOrderPage(`${ids}&${session}&mock=${scenario}`);
    await ready();
    const status = screen.getByRole('region', { name: 'Order status' });
    expect(status.getAttribute('data-tone')).toBe(tone);
  });
});
