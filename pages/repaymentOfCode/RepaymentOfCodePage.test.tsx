import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiedMessage } from '../../shared/ui/copy-text/CopyText.tsx';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { keepIssuedCode } from '../../shared/stores/issuedPayCodes.ts';
import { foreignCodeCaution, issuedLine, missingCodeMessage } from './codeRules.ts';
import { codeTip, RepaymentOfCodePage, scanTips } from './RepaymentOfCodePage.tsx';

function openCodePage(query: string) {
  window.history.replaceState(null, '', `/repaymentOfCode.html?sessionId=s-1&${query}`);
  return render(<RepaymentOfCodePage />);
}

afterEach(() => vi.unstubAllGlobals());

describe('repayment by code', () => {
  it('is titled Payment', () => {
    openCodePage('showType=1&payCode=7300');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
  });

  it('showType 1: the amount, then the pay code in fours, then the channel image; Copy copies the digits', async () => {
    vi.stubGlobal('isSecureContext', true);
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(globalThis.navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    openCodePage(
      'showType=1&payCode=730061204175&payCodeImg=https%3A%2F%2Fcdn.example.ph%2Fmaxwell%2Fchannel-pictures%2F711.png&repayAmount=450500',
    );

    const code = await screen.findByText('7300 6120 4175');
    const amount = screen.getByText('₱4.505,00');
    const channel = screen.getByRole('img', { name: 'Payment channel' });
    expect(channel.getAttribute('src')).toBe(
      'https://cdn.example.ph/maxwell/channel-pictures/711.png',
    );
    expect(screen.queryByRole('img', { name: 'QR code to pay' })).toBeNull();
    const follows = (first: Element, second: Element) =>
      (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(amount, code) && follows(code, channel)).toBe(true);
    screen.getByRole('region', { name: 'Pay code' });

    fireEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));
    await waitFor(() => expect(toastStore.getState().current?.text).toBe(copiedMessage));
    expect(writeText).toHaveBeenCalledWith('730061204175');
    Reflect.deleteProperty(globalThis.navigator, 'clipboard');
  });

  it('another showType with an image: that image and the scan tips, nothing generated', async () => {
    openCodePage('showType=2&payCode=7300&payCodeImg=%2Fmaxwell%2Fchannel-pictures%2Fqr.svg');
    const image = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(image.tagName.toLowerCase()).toBe('img');
    expect(image.getAttribute('src')).toBe(`${location.origin}/maxwell/channel-pictures/qr.svg`);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(scanTips);
    expect(document.querySelector('[data-generated]')).toBeNull();
  });

  it('another showType without an image: the QR code drawn from payCode', async () => {
    openCodePage('showType=2&payCode=730061204175');
    const drawn = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn.getAttribute('data-generated')).toBe('qr');
  });

  it('draws the QR code when the given image fails to load', async () => {
    openCodePage(
      'showType=2&payCode=7300&payCodeImg=https%3A%2F%2Fcdn.example.ph%2Fmaxwell%2Fchannel-pictures%2Fgone.png',
    );
    fireEvent.error(await screen.findByRole('img', { name: 'QR code to pay' }));
    expect((await screen.findByRole('img', { name: 'QR code to pay' })).tagName.toLowerCase()).toBe(
      'svg',
    );
  });

  it("never shows a QR picture from another host: the page draws the code's own", async () => {
    openCodePage(
      'showType=2&payCode=730061204175&payCodeImg=https%3A%2F%2Fevil.example%2Fqr.png&repayAmount=1250000',
    );
    const drawn = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn.getAttribute('data-generated')).toBe('qr');
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.innerHTML).not.toContain('evil.example');
    screen.getByText('₱12.500,00');
    screen.getByText('7300 6120 4175');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(scanTips);
  });

  it('showType 1 with a channel picture from another host: the code alone', async () => {
    openCodePage('showType=1&payCode=7300&payCodeImg=https%3A%2F%2Fevil.example%2F711.png');
    await screen.findByText('7300');
    screen.getByText(codeTip);
    expect(document.querySelector('img')).toBeNull();
  });

  it('never shows an image address that is not http(s) or a path on this site', async () => {
    openCodePage('showType=1&payCode=7300&payCodeImg=javascript%3Aalert(1)');
    await screen.findByText('7300');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('missing values: a clear message and Back, not a broken page', async () => {
    for (const query of [
      'showType=1',
      'showType=2&payCodeImg=data%3Aimage%2Fpng%3Bbase64%2CAA',
      '',
    ]) {
      const { unmount } = openCodePage(query);
      expect((await screen.findByRole('alert')).textContent).toBe(missingCodeMessage);
      screen.getByRole('button', { name: 'Back' });
      unmount();
    }
  });

  it("never shows a borrower's upload as the channel picture, though it is on the same host", async () => {
    openCodePage('showType=1&payCode=7300&payCodeImg=%2Fmaxwell%2Fmock-files%2Fupload-1');
    await screen.findByText('7300');
    expect(document.querySelector('img')).toBeNull();
  });

  it('cautions above a code the app was not given, and says nothing is issued', async () => {
    openCodePage('showType=1&payCode=730061204175&repayAmount=450500&userId=u-7&orderId=9001');
    const caution = await screen.findByRole('alert');
    expect(caution.textContent).toBe(foreignCodeCaution);
    const code = screen.getByText('7300 6120 4175');
    expect(caution.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    expect(screen.queryByText(issuedLine)).toBeNull();
  });

  it('says a code the server gave this borrower for the order is issued in the app, with no caution', async () => {
    window.history.replaceState(null, '', '/repay.html?sessionId=s-1&userId=u-7&orderId=9001');
    await keepIssuedCode('730061204175', '9001', Date.now() + 3_600_000);
    for (const query of [
      'showType=1&payCode=730061204175',
      'showType=2&payCode=7300%206120%204175&orderId=9001',
    ]) {
      const { unmount } = openCodePage(`${query}&userId=u-7`);
      await screen.findByText(issuedLine);
      expect(screen.queryByText(foreignCodeCaution)).toBeNull();
      unmount();
    }
    // Another borrower, or another order, is not vouched for with it.
    for (const query of [
      'showType=1&payCode=730061204175&userId=u-8',
      'showType=1&payCode=730061204175&userId=u-7&orderId=9002',
    ]) {
      const { unmount } = openCodePage(query);
      expect((await screen.findByRole('alert')).textContent).toBe(foreignCodeCaution);
      unmount();
    }
  });

  it('leaves out an amount that is not whole minor units', async () => {
    openCodePage('showType=1&payCode=7300&repayAmount=12.5');
    await screen.findByText('7300');
    expect(screen.queryByText('Amount due')).toBeNull();
  });
});
