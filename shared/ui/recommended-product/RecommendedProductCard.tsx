// One recommended loan product (spec §3 'Recommended product on order details' and 'on the failure
// page'): logo and name with the optional tags under the name (the kit's ProductLine), amount
// range and rate (each whole on its line, in shared/format/figures.ts's one way), description and
// the server's button text.
// The button is the card's only tab stop; its hit area stretches over the whole card so a tap
// anywhere on the product works.
import type { FailureProduct } from '../../api/failurePage.ts';
import type { RecommendedProduct } from '../../api/loanDetails.ts';
import { rangeText, rateText } from '../../format/figures.ts';
import { Button } from '../button/Button.tsx';
import { ProductLine } from '../product-line/ProductLine.tsx';
import styles from './RecommendedProduct.module.scss';

/** What a card shows: an order-details product as it is, plus the failure page's tags. */
export type ProductCardView = RecommendedProduct & { tags?: string[] };

/** The failure page names the amount range `range`; the card calls it `rangeTitle`. */
export function fromFailureProduct(product: FailureProduct): ProductCardView {
  const { range, ...rest } = product;
  return { ...rest, rangeTitle: range };
}

export interface RecommendedProductCardProps {
  product: ProductCardView;
  showTags: boolean;
  /** This product's jump is in flight. */
  pending: boolean;
  /** Another product's jump is in flight: taps wait. */
  waiting: boolean;
  onSelect(): void;
}

export function RecommendedProductCard({
  product,
  showTags,
  pending,
  waiting,
  onSelect,
}: RecommendedProductCardProps) {
  const tags = showTags ? (product.tags ?? []).filter((tag) => tag.trim() !== '') : [];
  const disabled = !product.enabled;
  const select = () => {
    if (disabled || pending || waiting) return;
    onSelect();
  };

  return (
    <article className={[styles.card, disabled && styles.disabled].filter(Boolean).join(' ')}>
      <ProductLine
        logo={product.logo}
        name={product.name}
        size={48}
        muted={disabled}
        // The cards sit below the fold.
        loading="lazy"
        below={
          tags.length > 0 && (
            <ul className={styles.tags} aria-label="Highlights">
              {tags.map((tag, index) => (
                <li key={`${index}-${tag}`} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          )
        }
      />

      <div className={styles.terms}>
        <p className={styles.range}>
          <span className={styles.rangeTitle}>{rangeText(product.rangeTitle)}</span>
          {product.rangeDesc && <span className={styles.caption}>{product.rangeDesc}</span>}
        </p>
        {product.rate && <p className={styles.rate}>{rateText(product.rate)}</p>}
      </div>

      <div className={styles.bottom}>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <Button
          className={styles.button}
          pending={pending}
          aria-disabled={disabled || undefined}
          // Every card may say 'Apply now': the name tells a screen reader which product it is,
          // and the visible text still starts the label, so voice control finds it.
          aria-label={product.buttonText ? `${product.buttonText}, ${product.name}` : product.name}
          onClick={select}
        >
          {product.buttonText}
        </Button>
      </div>
    </article>
  );
}
