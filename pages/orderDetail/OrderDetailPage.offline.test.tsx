// Order Details when the dialogs' module cannot be fetched (the phone went offline after the page
// loaded): the order stays on screen and usable, without the dialogs.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { installShellStub, type ShellMessage } from '../../tests/setup/shellStub.ts';
import { installNativeBack } from '../../shared/bridge/nativeBack.ts';
import {
  ids,
  openOrderPage,
  ready,
  session,
  spyOnConsoleError,
  spyOnLocation,
} from '../../tests/pages/orderDetailPage.tsx';

vi.mock('./OrderDialogs.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let shell: ShellMessage[] = [];
let assign: Mock<(url: string | URL) => void>;
/** Resolves once React has reported the failure it caught. */
let dialogsFailed: () => Promise<void>;

beforeEach(() => {
  shell = installShellStub();
  ({ assign } = spyOnLocation());
  dialogsFailed = spyOnConsoleError();
  window.sessionStorage.clear();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the dialogs cannot be fetched', () => {
  it('Kind tips is left out: the order, its buttons and no error screen', async () => {
    openOrderPage(`${ids}&${session}&mock=kind-tips`);
    await ready();
    await dialogsFailed();

    screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(String(assign.mock.calls[0]?.[0])).pathname).toBe('/repay.html');
  });

  it('status 21: back keeps its default instead of opening a reminder that cannot appear', async () => {
    installNativeBack();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    await dialogsFailed();

    act(() => {
      window.onNativeBack?.();
    });

    expect(shell).toEqual([['closeWebView', {}]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'Click to view more products' });
  });
});
