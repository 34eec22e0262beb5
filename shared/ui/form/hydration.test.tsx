// Every kit component renders the same markup at build time and in the first browser render, and a
// field keeps what was typed into the prerendered HTML before the script ran.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { DatePicker } from './DatePicker.tsx';
import { Picker } from './Picker.tsx';
import { Tabs } from '../tabs/Tabs.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';
import { formatPhone } from '../../format/phone.ts';

function Everything() {
  const [phone, setPhone] = useState('');
  const [remark, setRemark] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [day, setDay] = useState('');
  const [bank, setBank] = useState<string[]>([]);
  const [cardType, setCardType] = useState('bank');
  return (
    <form>
      <Tabs
        id="card-type"
        label="Account type"
        tabs={[
          { value: 'bank', label: 'Bank account' },
          { value: 'wallet', label: 'E-wallet' },
        ]}
        value={cardType}
        onChange={setCardType}
      />
      <TextField label="Telephone" grouping={formatPhone} value={phone} onValueChange={setPhone} />
      <TextArea label="Remark" maxLength={200} value={remark} onValueChange={setRemark} />
      <Checkbox label="I agree" checked={agreed} onCheckedChange={setAgreed} />
      <DatePicker label="Birthday" value={day} onValueChange={setDay} />
      <Picker
        label="Bank"
        options={[{ value: '1', label: 'BDO' }]}
        value={bank}
        onChange={setBank}
      />
      <output>{`${phone}|${remark}|${String(agreed)}`}</output>
    </form>
  );
}

describe('form kit hydration', () => {
  const container = document.createElement('div');
  afterEach(() => container.remove());

  it('hydrates without a mismatch and keeps text typed before hydration', async () => {
    container.innerHTML = renderToString(<Everything />);
    document.body.append(container);
    // The borrower types into the prerendered page before the script has run.
    (document.getElementById(labelled('Telephone')) as HTMLInputElement).value = '0917123';
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Call me';
    (container.querySelector('input[type=checkbox]') as HTMLInputElement).checked = false;

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Everything />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(container.querySelector('output')?.textContent).toBe('0917123|Call me|false');
    expect(container.querySelector<HTMLInputElement>('input[type=text]')?.value).toBe('091 7123');
  });
});

function labelled(text: string): string {
  const label = [...document.querySelectorAll('label')].find((node) => node.textContent === text);
  return label?.htmlFor ?? '';
}
