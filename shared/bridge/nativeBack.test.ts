import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the handler stack is module state.
async function loadNativeBack() {
  vi.resetModules();
  return import('./nativeBack.ts');
}

function pressBack() {
  window.onNativeBack?.();
}

afterEach(() => {
  delete window.onNativeBack;
  delete window.webkit;
});

describe('onNativeBack', () => {
  it('installs window.onNativeBack on first registration only', async () => {
    const { onNativeBack } = await loadNativeBack();
    expect(window.onNativeBack).toBeUndefined();
    onNativeBack(() => {});
    const installed = window.onNativeBack;
    expect(installed).toBeTypeOf('function');
    onNativeBack(() => {});
    expect(window.onNativeBack).toBe(installed);
  });

  it('runs the most recently registered handler, and the previous once it unregisters', async () => {
    const { onNativeBack } = await loadNativeBack();
    const order: string[] = [];
    const offFirst = onNativeBack(() => order.push('first'));
    const offSecond = onNativeBack(() => order.push('second'));
    pressBack();
    offSecond();
    pressBack();
    offSecond();
    pressBack();
    offFirst();
    expect(order).toEqual(['second', 'first', 'first']);
  });

  it('keeps the order when a handler below the top unregisters', async () => {
    const { onNativeBack } = await loadNativeBack();
    const order: string[] = [];
    const offFirst = onNativeBack(() => order.push('first'));
    onNativeBack(() => order.push('second'));
    offFirst();
    pressBack();
    expect(order).toEqual(['second']);
  });

  it('removes one registration per call when the same function is registered twice', async () => {
    const { onNativeBack } = await loadNativeBack();
    const handler = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    const offOne = onNativeBack(handler);
    const offTwo = onNativeBack(handler);
    offTwo();
    pressBack();
    expect(handler).toHaveBeenCalledOnce();
    offOne();
    pressBack();
    expect(handler).toHaveBeenCalledOnce();
    expect(back).toHaveBeenCalledOnce();
  });

  it('goes back in history by default when there is history', async () => {
    const { installNativeBack } = await loadNativeBack();
    const messages: string[] = [];
    window.webkit = {
      messageHandlers: { closeWebView: { postMessage: () => messages.push('x') } },
    };
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    installNativeBack();
    pressBack();
    expect(back).toHaveBeenCalledOnce();
    expect(messages).toEqual([]);
  });

  it('closes the web view by default on the first page', async () => {
    const { installNativeBack } = await loadNativeBack();
    const messages: unknown[] = [];
    window.webkit = {
      messageHandlers: { closeWebView: { postMessage: (message) => messages.push(message) } },
    };
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    installNativeBack();
    pressBack();
    expect(messages).toEqual([{}]);
    expect(back).not.toHaveBeenCalled();
  });

  it('does not let a throwing handler reach the shell', async () => {
    const { onNativeBack } = await loadNativeBack();
    onNativeBack(() => {
      throw new Error('page failed');
    });
    expect(pressBack).not.toThrow();
  });
});
