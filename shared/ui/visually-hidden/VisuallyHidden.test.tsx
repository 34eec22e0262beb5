import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its words and role for screen readers, as the element it is', () => {
    render(
      <>
        <VisuallyHidden as="h2">Recommended products</VisuallyHidden>
        <VisuallyHidden as="p" role="status">
          Loading
        </VisuallyHidden>
      </>,
    );
    screen.getByRole('heading', { level: 2, name: 'Recommended products' });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.getByRole('status').tagName).toBe('P');
  });
});
