import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('shows the page title as the level-one heading', () => {
    render(<PageHeader title="Order Details" />);
    screen.getByRole('heading', { level: 1, name: 'Order Details' });
  });

  it("has no back button: the shell's back button goes back", () => {
    render(<PageHeader title="Payment" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves the document title alone', () => {
    document.title = 'Before';
    render(<PageHeader title="Payment" />);
    expect(document.title).toBe('Before');
  });
});
