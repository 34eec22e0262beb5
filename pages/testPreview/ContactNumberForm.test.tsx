import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { ContactNumberForm } from './ContactNumberForm.tsx';

describe('test preview contact number', () => {
  const field = () => screen.getByLabelText('Contact number') as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

  it('keeps digits only, at most 11, shown 3-4-4, and submits them', () => {
    render(<ContactNumberForm />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field(), { target: { value: '0917-123x4567 99' } });
    expect(field().value).toBe('091 7123 4567');
    submit();
    screen.getByText('Submitted: 091 7123 4567');
  });

  it('asks for a contact number before submitting', () => {
    render(
      <>
        <ContactNumberForm />
        <ToastHost />
      </>,
    );
    submit();
    screen.getByText('Please enter a contact number');
    expect(screen.queryByText(/^Submitted:/)).toBeNull();
  });
});
