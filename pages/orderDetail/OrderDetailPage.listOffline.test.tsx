// Order Details when the recommended list's module cannot be fetched (the phone went offline after
// the page loaded): the order stays on screen, the list is left out without an error, and 'Click to
// view more products' still leads home.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installShellStub, type ShellMessage } from '../../tests/setup/shellStub.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import {
  ids,
  openOrderPage,
  ready,
  session,
  spyOnConsoleError,
} from '../../tests/pages/orderDetailPage.tsx';

vi.mock('./RecommendedSection.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let shell: ShellMessage[] = [];
/** Resolves once React has reported the failure it caught. */
let listFailed: () => Promise<void>;

beforeEach(() => {
  shell = installShellStub();
  listFailed = spyOnConsoleError();
});

describe('the recommended list cannot be fetched', () => {
  it.each(['status-110', 'status-other'])(
    '%s: the order shows, the list is left out quietly, and more products still goes home',
    async (scenario) => {
      openOrderPage(`${ids}&${session}&mock=${scenario}`);
      await ready();
      await listFailed();

      screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' });
      screen.getByText('9001');
      // No list, no placeholder left pulsing, no error screen, no toast.
      expect(screen.queryByText('Kwarta Express')).toBeNull();
      expect(screen.queryByRole('button', { name: /Apply now/ })).toBeNull();
      expect(screen.queryByText('Loading recommended products')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(toastStore.getState().current).toBeUndefined();

      fireEvent.click(screen.getByRole('button', { name: 'Click to view more products' }));
      await waitFor(() => expect(shell).toEqual([['goHome', {}]]));
    },
  );
});
