// Order Details when the code that opens another address cannot be fetched (the phone went offline
// after the page loaded): a redirect leaves the order showing, as a refused address does, and a tap
// on a way off the page tells the borrower it could not open, instead of doing nothing.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { installShellStub } from '../../tests/setup/shellStub.ts';
import {
  ids,
  openOrderPage,
  ready,
  session,
  spyOnLocation,
} from '../../tests/pages/orderDetailPage.tsx';
import { unreachableStepMessage } from './leaveFor.ts';

vi.mock('../../shared/actions/openAddress.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let assign: Mock<(url: string | URL) => void>;
let replace: Mock<(url: string | URL) => void>;

beforeEach(() => {
  installShellStub();
  ({ assign, replace } = spyOnLocation());
  window.sessionStorage.clear();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the way to another address cannot be fetched', () => {
  it('a redirect shows the order instead of a page that never leaves', async () => {
    openOrderPage(`${ids}&${session}&mock=redirect`);
    await ready();
    screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('Repayment says the step could not be opened and stays on the order', async () => {
    openOrderPage(`${ids}&${session}&mock=status-174`);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    await screen.findByText(unreachableStepMessage);
    expect(assign).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Repayment' });
  });
});
