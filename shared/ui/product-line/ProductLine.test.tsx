import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductLine } from './ProductLine.tsx';

describe('ProductLine', () => {
  it('shows the logo as decoration beside the name, which heads the card when asked', () => {
    const { container } = render(
      <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" as="h2" />,
    );
    screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' });
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

  it('greys out the logo of a product that cannot be taken, and the square in place of a missing one', () => {
    const { container } = render(
      <>
        <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" muted />
        <ProductLine logo="" name="Sahod Plus" muted />
        <ProductLine logo="/logos/kwarta.png" name="Kwarta Express" />
      </>,
    );
    const logos = [...container.querySelectorAll('img, span[aria-hidden="true"]')];
    expect(logos.map((logo) => /muted/.test(logo.className))).toEqual([true, true, false]);
  });

  it('fetches the logo of a line below the fold only when it comes near, in its fixed box', () => {
    const { container } = render(
      <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" size={48} loading="lazy" />,
    );
    const logo = container.querySelector('img');
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['48', '48']);
  });

  it('fetches the logo at once unless asked', () => {
    const { container } = render(<ProductLine logo="/logos/flex.png" name="PesoAgad Flex" />);
    expect(container.querySelector('img')?.hasAttribute('loading')).toBe(false);
  });

  it('reads the line under the name right after the name, beside the logo', () => {
    const { container } = render(
      <ProductLine logo="/logos/flex.png" name="PesoAgad Flex" below={<p>Fast approval</p>}>
        Approved
      </ProductLine>,
    );
    const line = container.firstElementChild;
    expect(line?.textContent).toBe('PesoAgad FlexFast approvalApproved');
    const name = screen.getByText('PesoAgad Flex');
    // Name and line share one box, the logo's neighbour, so the line sits under the name.
    expect(name.nextElementSibling).toBe(screen.getByText('Fast approval'));
    expect(name.parentElement?.previousElementSibling?.tagName).toBe('IMG');
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
