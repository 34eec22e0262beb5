import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button.tsx';
import { TextField } from './TextField.tsx';
import { useFormFields } from './useFormFields.ts';
import { formatPhone } from '../../format/phone.ts';

function Registration() {
  const { values, field, setErrors, reset } = useFormFields(
    { phone: '', smsCode: '' },
    { idPrefix: 'reg' },
  );
  return (
    <>
      <TextField label="Mobile" grouping={formatPhone} {...field('phone')} />
      <TextField label="SMS code" digitsOnly maxLength={6} {...field('smsCode')} />
      <Button onClick={() => setErrors({ phone: 'please enter the correct phone number' })}>
        Check
      </Button>
      <Button onClick={reset}>Clear</Button>
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

describe('useFormFields', () => {
  it('binds fields to values and errors by name, with fixed ids from the prefix', () => {
    render(<Registration />);
    const phone = screen.getByLabelText('Mobile') as HTMLInputElement;
    expect(phone.id).toBe('reg-phone');
    fireEvent.change(phone, { target: { value: '0917 123' } });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '1234567' } });
    screen.getByText('{"phone":"0917123","smsCode":"123456"}');

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('please enter the correct phone number');

    // Editing the field clears its error.
    fireEvent.change(phone, { target: { value: '091 71234' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('please enter the correct phone number')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(phone.value).toBe('');
    screen.getByText('{"phone":"","smsCode":""}');
  });
});

function DynamicForm({ names }: { names: string[] }) {
  const { values, field, formRef, showErrors } = useFormFields<string>({}, { idPrefix: 'dyn' });
  const check = () =>
    showErrors(
      Object.fromEntries(
        names.map((name) => [name, values[name] ? undefined : `Please enter ${name}`]),
      ),
    );
  return (
    <form ref={formRef}>
      {names.map((name) => (
        <TextField key={name} label={name} digitsOnly {...field(name)} />
      ))}
      <Button onClick={() => void check()}>Next</Button>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('useFormFields with names from the data', () => {
  it('reads a name it was not started with as empty, and keeps what is typed', () => {
    render(<DynamicForm names={['cardNo', 'branchCode']} />);
    const card = screen.getByLabelText('cardNo') as HTMLInputElement;
    expect(card.value).toBe('');
    expect(card.id).toBe('dyn-cardNo');
    fireEvent.change(card, { target: { value: '12a3' } });
    screen.getByText('{"cardNo":"123"}');
  });

  it('showErrors marks every field it names and focuses the first one marked', async () => {
    render(<DynamicForm names={['cardNo', 'branchCode', 'phone']} />);
    fireEvent.change(screen.getByLabelText('cardNo'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText('cardNo').getAttribute('aria-invalid')).toBeNull();
    screen.getByText('Please enter branchCode');
    screen.getByText('Please enter phone');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('branchCode')));

    // Filled, the next check finds nothing and clears the marks.
    fireEvent.change(screen.getByLabelText('branchCode'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '0917' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(/Please enter/)).toBeNull();
  });
});
