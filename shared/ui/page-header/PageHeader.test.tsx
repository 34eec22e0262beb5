import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('shows the page title as the level-one heading', () => {
    render(<PageHeader title="Order Details" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy();
  });

  it('has no back button unless onBack is given', () => {
    render(<PageHeader title="Payment" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('calls onBack from its Back button', () => {
    const onBack = vi.fn();
    render(<PageHeader title="Payment" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('leaves the document title alone', () => {
    document.title = 'Before';
    render(<PageHeader title="Payment" />);
    expect(document.title).toBe('Before');
  });
});
