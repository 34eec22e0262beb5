import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.tsx';

function Problem({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Problem description"
      maxLength={200}
      value={value}
      onValueChange={setValue}
      error={value === '' ? 'Please fill in your comments and suggestions' : undefined}
    />
  );
}

const area = () =>
  screen.getByRole('textbox', { name: 'Problem description' }) as HTMLTextAreaElement;

describe('TextArea', () => {
  it('is a labelled textarea with a counter read with it', () => {
    render(<Problem />);
    expect(area().tagName).toBe('TEXTAREA');
    screen.getByText('0/200');
    fireEvent.change(area(), { target: { value: 'Called at night' } });
    screen.getByText('15/200');
    const described = (area().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['15/200']);
  });

  it('keeps 200 of a 250-character paste', () => {
    render(<Problem />);
    fireEvent.paste(area());
    fireEvent.change(area(), { target: { value: 'p'.repeat(250) } });
    expect(area().value).toBe('p'.repeat(200));
    screen.getByText('200/200');
  });

  it('ignores typing past the limit and keeps the text after a paste in the middle', () => {
    render(<Problem initial={'a'.repeat(190) + 'END'} />);
    fireEvent.change(area(), { target: { value: 'a'.repeat(190) + 'b'.repeat(20) + 'END' } });
    expect(area().value).toBe('a'.repeat(190) + 'b'.repeat(7) + 'END');
    fireEvent.change(area(), { target: { value: area().value + 'z' } });
    expect(area().value).toHaveLength(200);
    expect(area().value.endsWith('END')).toBe(true);
  });

  it('shows its error inline and marks itself invalid', () => {
    render(<Problem />);
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(area().getAttribute('aria-describedby')?.split(' ')[0]).toBe(
      screen.getByText('Please fill in your comments and suggestions').id,
    );
  });
});
