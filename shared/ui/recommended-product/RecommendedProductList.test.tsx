import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FailureProduct } from '../../api/failurePage.ts';
import type { RecommendedProduct } from '../../api/loanDetails.ts';
import { fromFailureProduct, type ProductCardView } from './RecommendedProductCard.tsx';
import { RecommendedProductList } from './RecommendedProductList.tsx';

const logo = 'https://cdn.example.ph/logo/kwarta.svg';

function product(id: string, name: string, extra: Partial<ProductCardView> = {}): ProductCardView {
  return {
    id,
    logo,
    name,
    buttonText: 'Apply now',
    rangeTitle: '₱2.000 - ₱20.000',
    rangeDesc: 'Loan amount',
    rate: '0.05% / day',
    description: 'Term 91 to 180 days',
    tags: [`${name} tag A`, `${name} tag B`],
    enabled: true,
    ...extra,
  };
}

const products = [
  product('1001', 'PesoAgad Flex'),
  product('1002', 'Kwarta Express', { rangeTitle: '₱1.000 - ₱10.000', rate: '0.06% / day' }),
  product('1003', 'Sahod Plus'),
  product('1005', 'Bayanihan Cash', { enabled: false, buttonText: 'Not available' }),
];

const cardOf = (name: string) => {
  const card = screen.getByText(name, { selector: 'p' }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('RecommendedProductList', () => {
  it('shows logo, name, range, range description, rate, description and button of each product', () => {
    render(<RecommendedProductList products={products} onSelect={vi.fn()} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const card = within(cardOf('Kwarta Express'));
    // The name beside it says which product: the logo is decoration, its box fixed, fetched late.
    const image = cardOf('Kwarta Express').querySelector('img');
    expect(image?.getAttribute('src')).toBe(logo);
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('48');
    expect(image?.getAttribute('height')).toBe('48');
    expect(image?.getAttribute('loading')).toBe('lazy');
    // The range with an en dash joined to both ends, the rate with its period: each whole on a line.
    card.getByText('₱1.000\u2060–\u2060₱10.000');
    card.getByText('Loan amount');
    expect(card.getByText(/^0\.06%/).textContent).toBe('0.06%\u00a0per\u00a0day');
    card.getByText('Term 91 to 180 days');
    card.getByRole('button', { name: 'Apply now, Kwarta Express' });
  });

  it('gives each product exactly one tab stop', () => {
    render(<RecommendedProductList products={products} onSelect={vi.fn()} tagLimit={2} />);

    for (const { name } of products) {
      const focusable = cardOf(name).querySelectorAll('a[href], button, input, [tabindex]');
      expect(focusable, name).toHaveLength(1);
    }
  });

  it('shows no tags by default', () => {
    render(<RecommendedProductList products={products} onSelect={vi.fn()} />);

    expect(screen.queryByText(/tag A$/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Highlights' })).toBeNull();
  });

  it('shows tags only on the first tagLimit products', () => {
    render(<RecommendedProductList products={products} onSelect={vi.fn()} tagLimit={2} />);

    const highlightLists = screen.getAllByRole('list', { name: 'Highlights' });
    expect(highlightLists).toHaveLength(2);
    within(cardOf('PesoAgad Flex')).getByText('PesoAgad Flex tag A');
    within(cardOf('PesoAgad Flex')).getByText('PesoAgad Flex tag B');
    within(cardOf('Kwarta Express')).getByText('Kwarta Express tag A');
    expect(screen.queryByText('Sahod Plus tag A')).toBeNull();
    expect(screen.queryByText('Bayanihan Cash tag A')).toBeNull();
  });

  it('calls onSelect with the product and its index', () => {
    const onSelect = vi.fn();
    render(<RecommendedProductList products={products} onSelect={onSelect} />);

    fireEvent.click(screen.getByRole('button', { name: 'Apply now, Sahod Plus' }));

    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(products[2], 2);
  });

  it('marks a disabled product and ignores taps on it', () => {
    const onSelect = vi.fn();
    render(<RecommendedProductList products={products} onSelect={onSelect} />);

    const button = screen.getByRole('button', { name: 'Not available, Bayanihan Cash' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
    // The enabled ones are not marked.
    const enabled = screen.getByRole('button', { name: 'Apply now, PesoAgad Flex' });
    expect(enabled.getAttribute('aria-disabled')).toBeNull();
    // Its logo greys out with it; the others keep their colour.
    expect(cardOf('Bayanihan Cash').querySelector('img')?.className).toMatch(/muted/);
    expect(cardOf('PesoAgad Flex').querySelector('img')?.className).not.toMatch(/muted/);
  });

  it('shows the pending product busy and lets no product start another jump', () => {
    const onSelect = vi.fn();
    render(<RecommendedProductList products={products} onSelect={onSelect} pendingIndex={1} />);

    const pending = screen.getByRole('button', { name: 'Apply now, Kwarta Express' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Apply now, PesoAgad Flex' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply now, Sahod Plus' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<RecommendedProductList products={[]} onSelect={vi.fn()} />);

    expect(container.innerHTML).toBe('');
  });

  it('keeps the place of a missing logo without a broken image', () => {
    render(
      <RecommendedProductList
        products={[product('9', 'No Logo', { logo: '' })]}
        onSelect={vi.fn()}
      />,
    );

    expect(screen.queryByRole('img')).toBeNull();
    screen.getByText('No Logo');
  });

  it('never asks another host for a logo: it keeps the place as for a missing one', () => {
    render(
      <RecommendedProductList
        products={[
          product('7', 'Elsewhere', { logo: 'https://evil.example/logo.png' }),
          product('8', 'Inline', { logo: 'data:image/svg+xml,%3Csvg%2F%3E' }),
        ]}
        onSelect={vi.fn()}
      />,
    );

    screen.getByText('Elsewhere');
    screen.getByText('Inline');
    expect(document.querySelector('img')).toBeNull();
  });

  it('takes order-details products as they are', () => {
    const fromOrder: RecommendedProduct = {
      id: '1002',
      logo,
      name: 'Kwarta Express',
      buttonText: 'Apply now',
      rangeTitle: '₱1.000 - ₱10.000',
      rangeDesc: 'Loan amount',
      rate: '0.06% / day',
      description: 'Term 91 to 120 days',
      enabled: true,
    };
    const onSelect = vi.fn();
    render(<RecommendedProductList products={[fromOrder]} onSelect={onSelect} tagLimit={5} />);

    fireEvent.click(screen.getByRole('button', { name: 'Apply now, Kwarta Express' }));
    expect(onSelect).toHaveBeenCalledWith(fromOrder, 0);
    expect(screen.queryByRole('list', { name: 'Highlights' })).toBeNull();
  });
});

describe('fromFailureProduct', () => {
  it('turns the failure page range into the range title and keeps the rest', () => {
    const failureProduct: FailureProduct = {
      id: '1001',
      logo,
      name: 'PesoAgad Flex',
      buttonText: 'Apply now',
      range: '₱2.000 - ₱20.000',
      rangeDesc: 'Loan amount',
      rate: 'From 0.05% / day',
      description: 'Term 91 to 180 days',
      tags: ['Fast approval'],
      enabled: false,
    };

    expect(fromFailureProduct(failureProduct)).toEqual({
      id: '1001',
      logo,
      name: 'PesoAgad Flex',
      buttonText: 'Apply now',
      rangeTitle: '₱2.000 - ₱20.000',
      rangeDesc: 'Loan amount',
      rate: 'From 0.05% / day',
      description: 'Term 91 to 180 days',
      tags: ['Fast approval'],
      enabled: false,
    });
  });
});
