import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoreRowsNote, moreRowsText } from './MoreRowsNote.tsx';

describe('MoreRowsNote', () => {
  it('says how many rows are shown of how many the answer held', () => {
    expect(moreRowsText(200, 50_000)).toBe('Showing the first 200 of 50,000 rows.');
    render(<MoreRowsNote list={{ items: Array.from({ length: 200 }), total: 50_000 }} />);
    screen.getByText('Showing the first 200 of 50,000 rows.');
  });

  it('says nothing when every row is shown', () => {
    const { container } = render(<MoreRowsNote list={{ items: [1, 2], total: 2 }} />);
    expect(container.textContent).toBe('');
  });
});
