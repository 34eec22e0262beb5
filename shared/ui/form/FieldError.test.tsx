import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError.tsx';

describe('FieldError', () => {
  it('shows its message under the id a field points at', () => {
    render(<FieldError id="card-error">Please enter the card number</FieldError>);
    expect(screen.getByText('Please enter the card number').id).toBe('card-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="card-error">{''}</FieldError>);
    expect(container.innerHTML).toBe('');
  });
});
