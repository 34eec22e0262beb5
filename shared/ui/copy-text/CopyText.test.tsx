import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../toast/toastStore.ts';
import { CopyText, copiedMessage, copyFailedMessage } from './CopyText.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CopyText', () => {
  it('shows the label and the code, and Copy copies it with a toast', async () => {
    vi.stubGlobal('isSecureContext', false);
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CopyText label="Pay code" text="730061204175" />);

    expect(screen.getByText('Pay code')).toBeTruthy();
    expect(screen.getByText('730061204175')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));

    await waitFor(() => expect(toastStore.getState().current?.text).toBe(copiedMessage));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('tells the borrower when the phone would not copy', async () => {
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = vi.fn(() => false);
    render(<CopyText label="Contract number" text="730061204175" />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy contract number' }));

    await waitFor(() => expect(toastStore.getState().current?.text).toBe(copyFailedMessage));
  });
});
