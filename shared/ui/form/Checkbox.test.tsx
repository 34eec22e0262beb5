import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

function Agreement() {
  const [checked, setChecked] = useState(true);
  return (
    <>
      <Checkbox
        label="I have read and agree"
        checked={checked}
        onCheckedChange={setChecked}
        error={checked ? undefined : 'Please agree first'}
      />
      <output>{checked ? 'agreed' : 'not agreed'}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('is a real checkbox named by its label, toggled by the label or the box', () => {
    render(<Agreement />);
    const box = screen.getByRole('checkbox', { name: 'I have read and agree' }) as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByText('I have read and agree'));
    expect(box.checked).toBe(false);
    screen.getByText('not agreed');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please agree first',
    );
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});
