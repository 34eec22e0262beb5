import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppConfigModule from '../config/appConfig.ts';
import type * as BridgeModule from './bridge.ts';
import { createCommandNames, defaultCommandNames } from './commands.ts';

type Bridge = typeof BridgeModule;

const ALL_NAMES = Object.values(defaultCommandNames);

// A fresh module per test: the bridge keeps its queue and hooks in module state.
async function loadBridge(): Promise<Bridge> {
  vi.resetModules();
  return import('./bridge.ts');
}

function iosShell(names: readonly string[] = ALL_NAMES) {
  const calls: [string, unknown][] = [];
  const messageHandlers: Record<string, NativeMessageHandler> = {};
  for (const name of names) {
    messageHandlers[name] = { postMessage: (message) => calls.push([name, message]) };
  }
  window.webkit = { messageHandlers };
  return calls;
}

function androidShell(names: readonly string[] = ALL_NAMES) {
  const calls: [string, unknown][] = [];
  const bridge: Record<string, (payload: string) => void> = {};
  for (const name of names) bridge[name] = (payload) => calls.push([name, payload]);
  window.AppBridge = bridge;
  return calls;
}

function browserSpies() {
  return {
    assign: vi.spyOn(window.location, 'assign').mockImplementation(() => {}),
    back: vi.spyOn(window.history, 'back').mockImplementation(() => {}),
  };
}

function setQuery(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

beforeEach(() => setQuery(''));

afterEach(() => {
  delete window.webkit;
  delete window.AppBridge;
  delete window.onNativeReady;
  vi.doUnmock('../config/appConfig.ts');
  vi.useRealTimers();
  setQuery('');
});

describe('command map', () => {
  it('defaults every command to its logical name', () => {
    expect(defaultCommandNames).toEqual({
      openPage: 'openPage',
      closeWebView: 'closeWebView',
      openPageWithParam: 'openPageWithParam',
      goHome: 'goHome',
      goMine: 'goMine',
      forceLogin: 'forceLogin',
      callPhone: 'callPhone',
      goAppStoreRating: 'goAppStoreRating',
      burialPoint: 'burialPoint',
      startBankFlow: 'startBankFlow',
      endBankFlow: 'endBankFlow',
    });
  });

  it('overrides single entries, ignoring unknown commands and empty names', () => {
    const names = createCommandNames({ goHome: 'h5GoHome', openPage: ' ', nonsense: 'x' });
    expect(names.goHome).toBe('h5GoHome');
    expect(names.openPage).toBe('openPage');
    expect(names).not.toHaveProperty('nonsense');
  });
});

describe('iOS shell', () => {
  it('posts the payload object to the named message handler', async () => {
    const calls = iosShell();
    const bridge = await loadBridge();
    bridge.openNativePage('https://example.com/a');
    bridge.openProduct(7);
    bridge.burialPoint('borrowAgain', { moduleId: 30, event: 'ignored' });
    bridge.goHome();
    bridge.callPhone('02888812345');
    expect(calls).toEqual([
      ['openPage', { url: 'https://example.com/a' }],
      ['openPageWithParam', { page: 'product', productId: 7 }],
      ['burialPoint', { event: 'borrowAgain', moduleId: 30 }],
      ['goHome', {}],
      ['callPhone', { phone: '02888812345' }],
    ]);
  });

  it('hands the shell the digits of a phone number, not the text the server wrote', async () => {
    const calls = iosShell();
    const bridge = await loadBridge();
    bridge.callPhone(' (02) 8888-12345 ');
    bridge.callPhone('+63 917 123 4567');
    bridge.callPhone('Call 0917-123-4567 now');
    bridge.callPhone('no number');
    bridge.callPhone('');
    expect(calls).toEqual([
      ['callPhone', { phone: '02888812345' }],
      ['callPhone', { phone: '+639171234567' }],
      ['callPhone', { phone: '09171234567' }],
    ]);
  });

  it('hands openPage only addresses the navigation policy allows, as the parser reads them', async () => {
    setQuery('?sessionId=sess-1');
    const calls = iosShell();
    const bridge = await loadBridge();
    for (const refused of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,hi',
      'intent://x#Intent;end',
      'http://other.example/',
      '//evil.example/x',
      'https://user:pass@example.com/',
      '',
    ]) {
      bridge.openNativePage(refused);
    }
    bridge.openNativePage('PESOAGAD://product?productId=1003');
    bridge.openNativePage('https://other.example/apply');
    expect(calls).toEqual([
      ['openPage', { url: 'pesoagad://product?productId=1003' }],
      ['openPage', { url: 'https://other.example/apply' }],
    ]);
  });

  it('sends every convenience command under its name', async () => {
    const calls = iosShell();
    const bridge = await loadBridge();
    bridge.closeWebView();
    bridge.goMine();
    bridge.forceLogin();
    bridge.goAppStoreRating();
    bridge.startBankFlow();
    bridge.endBankFlow();
    expect(calls.map(([name]) => name)).toEqual([
      'closeWebView',
      'goMine',
      'forceLogin',
      'goAppStoreRating',
      'startBankFlow',
      'endBankFlow',
    ]);
  });
});

describe('Android shell', () => {
  it('calls the named bridge method with the payload as JSON text', async () => {
    const calls = androidShell();
    const bridge = await loadBridge();
    bridge.openProduct('p-1');
    bridge.burialPoint('rate', { score: 5 });
    bridge.closeWebView();
    expect(calls).toEqual([
      ['openPageWithParam', '{"page":"product","productId":"p-1"}'],
      ['burialPoint', '{"event":"rate","score":5}'],
      ['closeWebView', '{}'],
    ]);
  });

  it('calls the method on the bridge object', async () => {
    const receivers: unknown[] = [];
    window.AppBridge = {
      goHome(this: unknown) {
        receivers.push(this);
      },
    };
    const bridge = await loadBridge();
    bridge.goHome();
    expect(receivers).toEqual([window.AppBridge]);
  });
});

describe('configured command names', () => {
  it('sends under the name from appConfig.bridgeCommands', async () => {
    vi.doMock('../config/appConfig.ts', async (importOriginal) => {
      const actual = await importOriginal<typeof AppConfigModule>();
      return {
        appConfig: { ...actual.appConfig, bridgeCommands: { goHome: 'h5GoHome' } },
      };
    });
    const calls = iosShell(['h5GoHome', 'goMine']);
    const bridge = await loadBridge();
    bridge.goHome();
    bridge.goMine();
    expect(calls).toEqual([
      ['h5GoHome', {}],
      ['goMine', {}],
    ]);
  });
});

describe('plain browser', () => {
  it('navigates to an http(s) page for openPage', async () => {
    const { assign } = browserSpies();
    const bridge = await loadBridge();
    bridge.openNativePage(' https://example.com/help?a=1 ');
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://example.com/help?a=1');
  });

  it('does not navigate to other addresses', async () => {
    const { assign } = browserSpies();
    const bridge = await loadBridge();
    bridge.openNativePage('javascript:alert(1)');
    bridge.openNativePage('/relative');
    bridge.openNativePage('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('navigates only where the navigation policy lets the web view go', async () => {
    setQuery('?sessionId=sess-1');
    const { assign } = browserSpies();
    const bridge = await loadBridge();
    // Also a call made around openNativePage: the browser action itself checks the address.
    bridge.callNative('openPage', { url: 'java\tscript:alert(1)' });
    bridge.callNative('openPage', { url: 'http://other.example/' });
    bridge.callNative('openPage', { url: 'pesoagad://product/1' });
    bridge.openNativePage('https://other.example/apply');
    bridge.openNativePage(`${window.location.origin}/help.html?a=1`);
    expect(assign.mock.calls).toEqual([
      ['https://other.example/apply'],
      // The caller's address is complete: nothing is added to it.
      [`${window.location.origin}/help.html?a=1`],
    ]);
  });

  it('goes back in history for closeWebView', async () => {
    const { back } = browserSpies();
    const bridge = await loadBridge();
    bridge.closeWebView();
    expect(back).toHaveBeenCalledOnce();
  });

  it('opens a tel: link of the digits for callPhone', async () => {
    const { assign } = browserSpies();
    const bridge = await loadBridge();
    bridge.callPhone('(02) 8888-12345');
    bridge.callPhone('+63 917 123 4567');
    bridge.callPhone('no number');
    expect(assign.mock.calls).toEqual([['tel:02888812345'], ['tel:+639171234567']]);
  });

  it('gives the same tel: address for a telephone link, none without a digit', async () => {
    const bridge = await loadBridge();
    expect(bridge.telLink('(02) 8888-12345')).toBe('tel:02888812345');
    expect(bridge.telLink(' +63 917 123 4567 ')).toBe('tel:+639171234567');
    expect(bridge.telLink('no number')).toBeUndefined();
    expect(bridge.telLink(9171234567)).toBeUndefined();
  });

  it('does nothing for the other commands', async () => {
    const { assign, back } = browserSpies();
    const bridge = await loadBridge();
    bridge.goHome();
    bridge.goMine();
    bridge.forceLogin();
    bridge.goAppStoreRating();
    bridge.burialPoint('x');
    bridge.startBankFlow();
    bridge.endBankFlow();
    bridge.openProduct(1);
    expect(assign).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });

  it('does not throw when the browser refuses the action', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {
      throw new Error('blocked');
    });
    const bridge = await loadBridge();
    expect(() => bridge.openNativePage('https://example.com/')).not.toThrow();
  });
});

describe('shell not ready yet', () => {
  it('queues calls and delivers them in order when the handlers appear', async () => {
    vi.useFakeTimers();
    setQuery('?clientType=android');
    const { assign } = browserSpies();
    const bridge = await loadBridge();
    bridge.goHome();
    bridge.burialPoint('open');
    bridge.openNativePage('https://example.com/');
    vi.advanceTimersByTime(500);
    const calls = androidShell();
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([
      ['goHome', '{}'],
      ['burialPoint', '{"event":"open"}'],
      ['openPage', '{"url":"https://example.com/"}'],
    ]);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(calls).toHaveLength(3);
  });

  it('queues when the shell object exists without the handler', async () => {
    vi.useFakeTimers();
    const calls = iosShell(['goMine']);
    const bridge = await loadBridge();
    bridge.goHome();
    bridge.goMine();
    expect(calls).toEqual([['goMine', {}]]);
    const handlers = window.webkit?.messageHandlers ?? {};
    handlers.goHome = { postMessage: (message) => calls.push(['goHome', message]) };
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([
      ['goMine', {}],
      ['goHome', {}],
    ]);
  });

  it('delivers at once when the shell calls onNativeReady', async () => {
    vi.useFakeTimers();
    setQuery('?clientType=ios');
    const bridge = await loadBridge();
    bridge.startBankFlow();
    const calls = iosShell();
    window.onNativeReady?.();
    expect(calls).toEqual([['startBankFlow', {}]]);
  });

  it('delivers on window load', async () => {
    vi.useFakeTimers();
    setQuery('?clientType=IOS');
    const bridge = await loadBridge();
    bridge.endBankFlow();
    const calls = iosShell();
    window.dispatchEvent(new Event('load'));
    expect(calls).toEqual([['endBankFlow', {}]]);
  });

  it('falls back to the browser action after 3 s without a handler', async () => {
    vi.useFakeTimers();
    setQuery('?clientType=ios');
    const { assign, back } = browserSpies();
    const bridge = await loadBridge();
    bridge.openNativePage('https://example.com/late');
    bridge.closeWebView();
    vi.advanceTimersByTime(bridge.SHELL_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://example.com/late');
    expect(back).toHaveBeenCalledOnce();
    // The handler appearing later does not deliver the call a second time.
    const calls = iosShell();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('failures', () => {
  it('swallows a throwing iOS handler and keeps working', async () => {
    const calls = iosShell(['goMine']);
    const handlers = window.webkit?.messageHandlers ?? {};
    handlers.goHome = {
      postMessage: () => {
        throw new Error('shell failed');
      },
    };
    const bridge = await loadBridge();
    expect(() => bridge.goHome()).not.toThrow();
    bridge.goMine();
    expect(calls).toEqual([['goMine', {}]]);
  });

  it('swallows a throwing Android method', async () => {
    window.AppBridge = {
      forceLogin: () => {
        throw new Error('shell failed');
      },
    };
    const bridge = await loadBridge();
    expect(() => bridge.forceLogin()).not.toThrow();
  });

  it('does not throw for a payload JSON cannot encode', async () => {
    const calls = androidShell();
    const bridge = await loadBridge();
    const data: Record<string, unknown> = {};
    data.self = data;
    expect(() => bridge.burialPoint('loop', data)).not.toThrow();
    expect(calls).toEqual([]);
  });

  it('does not deliver a call twice when a handler calls back into the bridge', async () => {
    const calls: string[] = [];
    const bridge = await loadBridge();
    window.webkit = {
      messageHandlers: {
        goHome: {
          postMessage: () => {
            calls.push('goHome');
            bridge.goMine();
          },
        },
        goMine: { postMessage: () => calls.push('goMine') },
      },
    };
    bridge.goHome();
    expect(calls).toEqual(['goHome', 'goMine']);
  });
});
