import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { formatBankCard } from '../../format/bankCard.ts';
import { formatPhone } from '../../format/phone.ts';

type Props = Omit<TextFieldProps, 'value' | 'onValueChange'> & { initial?: string };

function Bound({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="form">
      <TextField {...props} value={value} onValueChange={setValue} />
      <output>{`kept:${value}`}</output>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('TextField', () => {
  it('ties its visible label to the input', () => {
    render(<Bound label="Name" autoComplete="name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBe(box('Name'));
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('inputmode')).toBeNull();
    type('Name', 'Maria');
    screen.getByText('kept:Maria');
  });

  it('keeps digits only, numeric keyboard, at most maxLength', () => {
    render(<Bound label="Account" digitsOnly maxLength={6} />);
    expect(box('Account').getAttribute('inputmode')).toBe('numeric');
    type('Account', '12a3-4');
    expect(box('Account').value).toBe('1234');
    type('Account', '1234567890');
    expect(box('Account').value).toBe('123456');
  });

  it('shows a phone 3-4-4 and keeps and submits it without spaces', () => {
    render(<Bound label="Telephone" name="phone" grouping={formatPhone} />);
    type('Telephone', '+0917-123-4567 89');
    expect(box('Telephone').value).toBe('091 7123 4567');
    screen.getByText('kept:09171234567');
    const form = screen.getByRole('form', { name: 'form' }) as HTMLFormElement;
    expect(new FormData(form).getAll('phone')).toEqual(['09171234567']);
  });

  it('shows a bank card in fours and keeps it without spaces', () => {
    render(<Bound label="Bank card number" grouping={formatBankCard} />);
    type('Bank card number', '6222 0212-3456 7890');
    expect(box('Bank card number').value).toBe('6222 0212 3456 7890');
    screen.getByText('kept:6222021234567890');
  });

  it('points aria-describedby at its error and hint, and is aria-invalid with an error', () => {
    const { rerender } = render(
      <TextField label="Name" value="" onValueChange={vi.fn()} hint="As on your ID" />,
    );
    const input = box('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'As on your ID',
    );
    rerender(
      <TextField
        label="Name"
        value=""
        onValueChange={vi.fn()}
        hint="As on your ID"
        error="Please enter your name"
      />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Please enter your name', 'As on your ID']);
    screen.getByText('Please enter your name');
  });

  it('uses a fixed id when given one', () => {
    render(<TextField id="contact-name" label="Name" value="" onValueChange={vi.fn()} />);
    expect(box('Name').id).toBe('contact-name');
  });
});
