import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Picker } from './Picker.tsx';
import type { PickerOption } from './pickerOptions.ts';

const provinces: PickerOption[] = [
  {
    value: 'NCR',
    label: 'Metro Manila',
    children: [
      { value: 'MKT', label: 'Makati' },
      { value: 'QC', label: 'Quezon City' },
    ],
  },
  { value: 'CEB', label: 'Cebu', children: [{ value: 'CEBC', label: 'Cebu City' }] },
];

const banks: PickerOption[] = [
  { value: '1', label: 'BDO' },
  { value: '2', label: 'BPI' },
];

function Address({ options = provinces }: { options?: PickerOption[] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <Picker
        label="Address"
        placeholder="Please choose"
        options={options}
        columnLabels={['Province', 'City']}
        value={value}
        onChange={setValue}
        error={value.length ? undefined : 'Please choose your address'}
      />
      <output>{`kept:${value.join('>')}`}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Address/ });
const dialog = () => screen.getByRole('dialog', { name: 'Address' });
const choose = (group: string, option: string) =>
  fireEvent.click(
    within(within(dialog()).getByRole('radiogroup', { name: group })).getByRole('radio', {
      name: option,
    }),
  );

describe('Picker', () => {
  it('is a labelled button showing the placeholder, invalid with its error', () => {
    render(<Address />);
    expect(trigger()).toBe(screen.getByLabelText('Address'));
    expect(trigger().textContent).toBe('Please choose');
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(trigger().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please choose your address');
  });

  it('cascades province > city and commits only on Confirm', () => {
    render(<Address />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const confirm = within(dialog()).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(within(dialog()).getAllByRole('radiogroup')).toHaveLength(1);
    expect(confirm.disabled).toBe(true);

    choose('Province', 'Metro Manila');
    expect(confirm.disabled).toBe(true);
    choose('City', 'Quezon City');
    screen.getByText('kept:');
    fireEvent.click(confirm);

    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('kept:NCR>QC');
    expect(trigger().textContent).toBe('Metro Manila / Quezon City');
    expect(trigger().getAttribute('aria-invalid')).toBeNull();
  });

  it('drops the deeper choice when a new province is chosen, and Cancel keeps the old value', () => {
    render(<Address />);
    fireEvent.click(trigger());
    choose('Province', 'Metro Manila');
    choose('City', 'Makati');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    fireEvent.click(trigger());
    expect(
      (within(dialog()).getByRole('radio', { name: 'Makati' }) as HTMLInputElement).checked,
    ).toBe(true);
    choose('Province', 'Cebu');
    expect(within(dialog()).queryByRole('radio', { name: 'Makati' })).toBeNull();
    expect(
      (within(dialog()).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('kept:NCR>MKT');
  });

  it('picks from a flat list with one column', () => {
    render(<Address options={banks} />);
    fireEvent.click(trigger());
    choose('Province', 'BPI');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    screen.getByText('kept:2');
    expect(trigger().textContent).toBe('BPI');
  });
});

describe('Picker focus', () => {
  it('puts focus on the first option when nothing is chosen, on the chosen one after', () => {
    render(<Address />);
    // A tap focuses the button in a browser.
    trigger().focus();
    fireEvent.click(trigger());
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('radio', { name: 'Metro Manila' }),
    );
    choose('Province', 'Cebu');
    choose('City', 'Cebu City');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(document.activeElement).toBe(trigger());

    fireEvent.click(trigger());
    expect(document.activeElement).toBe(within(dialog()).getByRole('radio', { name: 'Cebu City' }));
  });
});
