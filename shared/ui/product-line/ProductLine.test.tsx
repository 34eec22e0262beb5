import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductLine } from './ProductLine.tsx';

describe('ProductLine', () => {
  it('shows the logo as decoration beside the name, which heads the card when asked', () => {
    const { container } = render(
      <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" as="h2" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' })).toBeTruthy();
    const logo = container.querySelector('img');
    expect(logo?.getAttribute('src')).toBe(`${location.origin}/logos/flex.png`);
    expect(logo?.getAttribute('alt')).toBe('');
  });

  it('keeps the place with a blank square when the picture may not show', () => {
    const { container } = render(<ProductLine logo="javascript:alert(1)" name="PesoAgad Flex" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('puts a logo on a dark card on a white tile', () => {
    const { container } = render(
      <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" onDark />,
    );
    expect(container.querySelector('img')?.className).toMatch(/tile/);
  });

  it("inside a button is a line of text, as a button's content must be", () => {
    render(
      <button type="button">
        <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" as="span">
          PA2025061104170
        </ProductLine>
      </button>,
    );
    const button = screen.getByRole('button', { name: /^PesoAgad Flex/ });
    expect(button.querySelector('div')).toBeNull();
  });
});
