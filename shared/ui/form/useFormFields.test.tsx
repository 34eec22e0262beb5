import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button.tsx';
import { TextField } from './TextField.tsx';
import { useFormFields } from './useFormFields.ts';

function Registration() {
  const { values, field, setErrors, reset } = useFormFields(
    { phone: '', smsCode: '' },
    { idPrefix: 'reg' },
  );
  return (
    <>
      <TextField label="Mobile" grouping="phone" {...field('phone')} />
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
    expect(screen.getByText('{"phone":"0917123","smsCode":"123456"}')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('please enter the correct phone number')).toBeTruthy();

    // Editing the field clears its error.
    fireEvent.change(phone, { target: { value: '091 71234' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('please enter the correct phone number')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(phone.value).toBe('');
    expect(screen.getByText('{"phone":"","smsCode":""}')).toBeTruthy();
  });
});
