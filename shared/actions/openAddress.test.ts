import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installShellStub } from '../../tests/setup/shellStub.ts';
import { toastStore } from '../notify/toastStore.ts';
import { openAddress } from './openAddress.ts';
import { refusedAddressMessage } from '../navigation/urlPolicy.ts';

const currentToast = () => toastStore.getState().current?.text;

function spyOnLocation() {
  return {
    assign: vi.spyOn(window.location, 'assign').mockImplementation(() => {}),
    replace: vi.spyOn(window.location, 'replace').mockImplementation(() => {}),
  };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/orderDetail.html?sessionId=sess-1&userId=u-7');
});

describe('openAddress', () => {
  it('opens this site in the web view with the common parameters', () => {
    const { assign } = spyOnLocation();

    expect(openAddress(`${window.location.origin}/confirm.html?productId=1002`)).toBe(true);

    expect(assign.mock.calls).toEqual([
      [`${window.location.origin}/confirm.html?productId=1002&sessionId=sess-1&userId=u-7`],
    ]);
  });

  it('replaces the page when asked', () => {
    const { assign, replace } = spyOnLocation();

    openAddress(`${window.location.origin}/confirm.html`, { replace: true });

    expect(assign).not.toHaveBeenCalled();
    expect(replace.mock.calls).toEqual([
      [`${window.location.origin}/confirm.html?sessionId=sess-1&userId=u-7`],
    ]);
  });

  it('opens another https host without the session', () => {
    const { assign } = spyOnLocation();

    expect(openAddress('https://other.example/apply')).toBe(true);

    expect(assign.mock.calls).toEqual([['https://other.example/apply']]);
  });

  it('hands a deep link to the shell', () => {
    const shell = installShellStub();
    const { assign } = spyOnLocation();

    expect(openAddress('pesoagad://product?productId=1003')).toBe(true);

    expect(shell).toEqual([['openPage', { url: 'pesoagad://product?productId=1003' }]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['java\tscript:alert(1)', 'http://other.example/', '//evil.example/x', undefined])(
    'opens nothing for %j and tells the borrower why',
    (address) => {
      const shell = installShellStub();
      const { assign, replace } = spyOnLocation();

      expect(openAddress(address, { replace: true })).toBe(false);

      expect(currentToast()).toBe(refusedAddressMessage);
      expect(assign).not.toHaveBeenCalled();
      expect(replace).not.toHaveBeenCalled();
      expect(shell).toEqual([]);
    },
  );
});
