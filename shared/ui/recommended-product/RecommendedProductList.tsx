// The recommended-products list of order details and of the joint login failure page (spec §2).
// Only the first `tagLimit` products show their tags (the failure page shows them on two).
import { type ProductCardView, RecommendedProductCard } from './RecommendedProductCard.tsx';
import styles from './RecommendedProduct.module.scss';

export interface RecommendedProductListProps {
  products: ProductCardView[];
  onSelect(product: ProductCardView, index: number): void;
  /** How many of the first products show their tags; default 0. */
  tagLimit?: number;
  /** The product whose jump is in flight: shows pending, others wait. */
  pendingIndex?: number;
}

export function RecommendedProductList({
  products,
  onSelect,
  tagLimit = 0,
  pendingIndex,
}: RecommendedProductListProps) {
  if (products.length === 0) return null;
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <li key={`${index}-${product.id}`}>
          <RecommendedProductCard
            product={product}
            showTags={index < tagLimit}
            pending={pendingIndex === index}
            waiting={pendingIndex !== undefined && pendingIndex !== index}
            onSelect={() => onSelect(product, index)}
          />
        </li>
      ))}
    </ul>
  );
}
