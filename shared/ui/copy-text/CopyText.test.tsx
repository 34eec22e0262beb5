import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../notify/toastStore.ts';
import { CopyText, PayCodeCopy, copiedMessage, copyFailedMessage } from './CopyText.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis.navigator, 'clipboard');
});

describe('CopyText', () => {
  it('shows the label and the code, and Copy copies it with a toast', async () => {
    vi.stubGlobal('isSecureContext', false);
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CopyText label="Pay code" text="730061204175" />);

    screen.getByText('Pay code');
    screen.getByText('730061204175');
    fireEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));

    await waitFor(() => expect(toastStore.getState().current?.text).toBe(copiedMessage));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('tells the borrower when the phone would not copy', async () => {
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = vi.fn(() => false);
    render(<CopyText label="Pay code" text="730061204175" />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));

    await waitFor(() => expect(toastStore.getState().current?.text).toBe(copyFailedMessage));
  });
});

describe('PayCodeCopy', () => {
  it("reads the code in fours under 'Pay code' and copies the digits only", async () => {
    vi.stubGlobal('isSecureContext', true);
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(globalThis.navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    render(<PayCodeCopy code="730061204175" />);

    screen.getByText('Pay code');
    screen.getByText('7300 6120 4175');
    fireEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));

    await waitFor(() => expect(toastStore.getState().current?.text).toBe(copiedMessage));
    expect(writeText).toHaveBeenCalledWith('730061204175');
  });
});
