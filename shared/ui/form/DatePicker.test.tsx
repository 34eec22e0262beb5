import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './DatePicker.tsx';

function Birthday() {
  const [value, setValue] = useState('');
  return (
    <>
      <DatePicker
        label="Date of birth"
        min="1940-01-01"
        max="2008-12-31"
        value={value}
        onValueChange={setValue}
        hint="YYYY-MM-DD"
      />
      <output>{`kept:${value}`}</output>
    </>
  );
}

describe('DatePicker', () => {
  it('is a labelled date input with its range, keeping YYYY-MM-DD', () => {
    render(<Birthday />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect([input.min, input.max]).toEqual(['1940-01-01', '2008-12-31']);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'YYYY-MM-DD',
    );
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    screen.getByText('kept:1990-05-17');
  });
});
