import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionBar } from './ActionBar.tsx';

describe('ActionBar', () => {
  it('holds the actions in a landmark named Actions', () => {
    render(
      <ActionBar>
        <button type="button">Next</button>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Actions' });
    expect(bar.textContent).toBe('Next');
  });
});
