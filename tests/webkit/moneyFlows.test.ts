// The flows that move money or change an account, end to end in WebKit inside the stub iOS shell,
// against the mock backend: what the borrower sees, and what reached the server (read as the
// server received it, tests/webkit/server.ts). The Chromium leg's confirm, repay, bindCard,
// complaints and legacyRepay tests cover each flow's other cases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmMarker } from '../../shared/api/loanConfirm.ts';
import { newOrderId } from '../../shared/mock/confirmFixtures.ts';
import { commonQuery, multipartParts, session } from '../browser/harness.ts';
import { webkitTab } from './webkit.ts';

const tab = webkitTab();
/** Where the pictures a test picks are written: WebDriver hands a file input a path. */
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-leg-files-'));

afterAll(() => fs.rmSync(files, { recursive: true, force: true }));

const text = (shown: string) =>
  tab.until(
    `'${shown}' on screen`,
    (wanted: string) => document.body.innerText.includes(wanted),
    shown,
  );

describe('loan confirm', () => {
  it('a double tap on Next pushes the loan once, with its request key, and the loan details replace the page', async () => {
    await tab.visit(`/confirm?productId=1001&orderId=9001&${session}&mock=confirm-no-popups`);
    await tab.find('button', 'Loan Agreement');
    const pushes = await tab.recordWire('loanPush');
    await tab.doubleTap('button', 'Next');
    const arrived = await tab.arrivedAt(/\/orderDetail/);
    const sent = await pushes();
    expect(sent.map((call) => call.body)).toEqual([
      {
        amount: '850000',
        periods: '120',
        termUnit: '1',
        productId: '1001',
        product_id: '1001',
        ...Object.fromEntries(
          Object.entries(confirmMarker).map(([key, value]) => [key, String(value)]),
        ),
      },
    ]);
    expect(sent[0]?.query).toMatchObject(commonQuery);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^\S{16,}$/);
    expect(arrived.searchParams.get('orderId')).toBe(newOrderId);
    expect(await tab.errors()).toEqual([]);
  });
});

describe('instalment payment', () => {
  it('Payment Method offers the channels; a double tap on Payment sends generate-vcode once and shows the pay code', async () => {
    await tab.visit(`/repay?productId=1001&orderId=9001&${session}`);
    await tab.tap('button', /^Payment Method/);
    const popup = '[role="dialog"][aria-modal="true"]';
    await tab.find(popup, 'Payment Method');
    // Tapped once it has slid in.
    await tab.settled();
    expect(
      await tab.run(
        () =>
          (document.querySelector('input[type="radio"]:checked') as HTMLInputElement).labels?.[0]
            ?.textContent,
      ),
    ).toContain('GCash');
    await tab.tap(`${popup} label`, /7-Eleven/);
    const payments = await tab.recordWire('generatePayCode');
    await tab.doubleTap(`${popup} button`, 'Payment');
    await tab.arrivedAt(/\/repaymentOfCode\?/);
    expect((await payments()).map((call) => call.body)).toEqual([
      {
        productId: '1001',
        product_id: '1001',
        orderId: '9001',
        amount: '450500',
        channelNumber: '90003',
      },
    ]);
    await text('7300 6120 4175');
    expect(await tab.errors()).toEqual([]);
  });
});

describe('bind card', () => {
  it('Next sends every field of the bank account and ends the bank flow the shell started', async () => {
    await tab.visit(`/bindCard?productId=12&${session}`);
    await tab.find('[role="tablist"]', 'Account type');
    const submits = await tab.recordWire(['bindCardNew', 'bindCardChange']);
    /** Taps a picker, then each option (a row of the popup), then Confirm. */
    const choose = async (label: string, ...options: string[]) => {
      await tab.tap('button[aria-haspopup="dialog"]', new RegExp(`^${label}`));
      const popup = `[role="dialog"][aria-labelledby]`;
      await tab.find(popup, label);
      await tab.settled();
      for (const option of options) await tab.tap(`${popup} label`, option);
      await tab.tap(`${popup} button`, 'Confirm');
      await tab.until(
        `the ${label} popup to close`,
        () => !document.querySelector('[role="dialog"]'),
      );
    };
    await choose('Bank', 'BDO Unibank');
    await tab.type('input', 'Account number', '1234-5678 9012a3');
    await tab.fill('input', 'Date of birth', '1990-05-17');
    await choose('City of residence', 'Central Visayas', 'Cebu', 'Cebu City');
    // Shown in fours as typed, the dash and the letter dropped.
    const accountNumber = await tab.find('input', 'Account number');
    expect(await tab.run((field: HTMLInputElement) => field.value, accountNumber)).toBe(
      '1234 5678 9012 3',
    );
    await tab.tap('button', 'Next');
    await text('Your payment account has been saved.');
    expect((await submits()).map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
      {
        endpoint: 'bindCardNew',
        body: {
          cardType: '1',
          channelNumber: '90006',
          bankCode: 'BDO',
          cardNo: '1234567890123',
          birthDate: '1990-05-17',
          homeCity: 'Central Visayas/Cebu/Cebu City',
          productId: '12',
          product_id: '12',
        },
      },
    ]);
    // Started when the page opened: the stub shell was there before the page's scripts ran.
    expect(await tab.bridgeMessages()).toEqual([
      { command: 'startBankFlow', payload: {} },
      { command: 'endBankFlow', payload: {} },
    ]);
    expect(await tab.errors()).toEqual([]);
  });
});

describe('complaint', () => {
  it('a picture is redrawn as a JPEG in WebKit’s canvas and uploaded; Send files the complaint with it', async () => {
    await tab.visit(
      `/complainPageNext?problemType=1&problemSonType=2&orderNo=PA2025061104170&orderId=9001&${session}`,
    );
    // A screenshot-like PNG, drawn by WebKit itself.
    const png = Buffer.from(
      await tab.run(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 240;
        canvas.height = 120;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 240, 120);
        context.fillStyle = '#000';
        context.font = '16px sans-serif';
        context.fillText('SMS: pay today or else', 10, 60);
        return canvas.toDataURL('image/png').split(',')[1] ?? '';
      }),
      'base64',
    );
    const picked = path.join(files, 'sms.png');
    fs.writeFileSync(picked, png);
    const uploads = await tab.recordWire('complaintUploadImage');
    const saves = await tab.recordWire('complaintSave');
    const detail = 'Paid through GCash on June 10; the app still shows it as due.';
    await tab.type('textarea', 'Problem description', detail);
    await (await tab.find('input[type="file"]')).sendKeys(picked);
    await text('Upload succeeded!');

    const [upload] = await uploads();
    const parts = multipartParts(
      upload?.headers['content-type'] ?? '',
      upload?.bytes ?? Buffer.alloc(0),
    );
    expect(parts).toMatchObject([
      { name: 'problemImage', filename: 'sms.jpg', type: 'image/jpeg' },
    ]);
    expect(parts[0]?.content.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await tab.tap('button', 'Send');
    await tab.find('[role="dialog"]', 'Successfully Sent');
    expect((await saves()).map((call) => call.body)).toEqual([
      {
        problemType: '1',
        problemSonType: '2',
        problemDetail: detail,
        problemImage: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/\S+$/) as string,
        orderNo: 'PA2025061104170',
      },
    ]);
    await tab.arrivedAt(/\/complaint\.html\?/);
    expect(await tab.errors()).toEqual([]);
  });
});

describe('legacy repayment', () => {
  it('a double tap on Pay sends one commit; the SMS code confirms the payment', async () => {
    await tab.visit(`/legacyRepay?orderId=9001&${session}`);
    const calls = await tab.recordWire(['legacyRepaymentCommit', 'legacyRepaymentConfirm']);
    await tab.tap('input[type="radio"]', 'BPI, card ending 3390');
    await tab.doubleTap('button', /^Pay /);
    await tab.find('h2, h1', 'Enter the verification code');
    await tab.type('input', 'Verification code', '123456');
    await tab.tap('button', 'Confirm payment');
    await tab.find('h1, h2', 'Payment submitted');
    expect((await calls()).map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
      {
        endpoint: 'legacyRepaymentCommit',
        body: {
          repayToken: 'rt-7f3c9a12e4',
          cardId: '2',
          amount: '450500',
          couponId: '',
          orderId: '9001',
          sendMsg: '0',
        },
      },
      {
        endpoint: 'legacyRepaymentConfirm',
        body: {
          repayToken: 'rt-7f3c9a12e4',
          repayRecordId: 'RR2025061100981',
          code: '123456',
          orderId: '9001',
        },
      },
    ]);
    expect(await tab.errors()).toEqual([]);
  });
});
