import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating, starLabel } from './StarRating.tsx';

function Rating({ onChange = () => {} }: { onChange?: (stars: number) => void }) {
  const [stars, setStars] = useState(0);
  return (
    <StarRating
      label="Your rating"
      value={stars}
      onChange={(next) => {
        onChange(next);
        setStars(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-pressed'))
    .join(',');

describe('StarRating', () => {
  it('is a named group of five real buttons, from 1 star to 5 stars, none filled', () => {
    render(<Rating />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(group.contains(button)).toBe(true);
    }
    expect(pressed()).toBe('false,false,false,false,false');
  });

  it('fills the stars up to the one tapped, down as well as up', () => {
    const onChange = vi.fn();
    render(<Rating onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '3 stars' }));
    expect(pressed()).toBe('true,true,true,false,false');
    fireEvent.click(screen.getByRole('button', { name: '5 stars' }));
    expect(pressed()).toBe('true,true,true,true,true');
    fireEvent.click(screen.getByRole('button', { name: '1 star' }));
    expect(pressed()).toBe('true,false,false,false,false');
    expect(onChange.mock.calls).toEqual([[3], [5], [1]]);
  });

  it('takes no taps while disabled', () => {
    const onChange = vi.fn();
    render(<StarRating label="Your rating" value={2} onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(pressed()).toBe('true,true,false,false,false');
  });

  it('names one star in the singular', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
  });
});
