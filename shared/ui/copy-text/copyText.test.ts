import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText.ts';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(globalThis.navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(globalThis.navigator, 'clipboard');
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    vi.stubGlobal('isSecureContext', true);
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;

    await expect(copyText('730061204175')).resolves.toBe(true);

    expect(writeText).toHaveBeenCalledWith('730061204175');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected text field and execCommand when the API refuses', async () => {
    vi.stubGlobal('isSecureContext', true);
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    let selected = '';
    document.execCommand = vi.fn((command: string) => {
      const field = document.querySelector('textarea');
      selected = field ? field.value.slice(field.selectionStart, field.selectionEnd) : '';
      return command === 'copy';
    });

    await expect(copyText('730061204175')).resolves.toBe(true);

    expect(selected).toBe('730061204175');
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back outside a secure context (a web view on http)', async () => {
    vi.stubGlobal('isSecureContext', false);
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    document.execCommand = vi.fn(() => true);

    await expect(copyText('A1')).resolves.toBe(true);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says false when nothing could copy, and never throws', async () => {
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = vi.fn(() => {
      throw new Error('not supported');
    });
    await expect(copyText('A1')).resolves.toBe(false);
    await expect(copyText('')).resolves.toBe(false);
  });
});
