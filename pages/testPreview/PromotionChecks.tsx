// The promotion page's states by hand: its link with links_id or with down_id (the two download
// redirects), and the inputs the mock backend answers with the spec §8 codes.
import type { PreviewLink } from './previewLinks.ts';
import styles from './testPreview.module.scss';

/** Inputs the mock answers with a failure code (shared/mock/promotionHandlers.ts promotionTriggers). */
export const promotionTestInputs = [
  { input: 'Mobile 13800000011', outcome: "get-sms and register answer '11' (already registered)" },
  { input: 'Image captcha 0000', outcome: "get-sms answers '101', register '-1' (wrong captcha)" },
  { input: 'SMS code 000000', outcome: "register answers '12' (wrong SMS code)" },
] as const;

export function PromotionChecks({ link }: { link: PreviewLink | undefined }) {
  if (!link?.href) return null;
  const withDownId = link.href.replace(/([?&])links_id=[^&]*/, '$1down_id=D1');
  return (
    <section className={styles.card} aria-labelledby="preview-promotion">
      <h2 id="preview-promotion" className={styles.heading}>
        Promotion registration
      </h2>
      <ul className={styles.links}>
        <li>
          <a className={styles.link} href={link.href}>
            <span>Register, then download with links_id</span>
          </a>
        </li>
        <li>
          <a className={styles.link} href={withDownId}>
            <span>Register, then download with down_id</span>
          </a>
        </li>
      </ul>
      <p>Any other mobile of 11 digits starting 13-19 registers. These inputs answer a failure:</p>
      <ul>
        {promotionTestInputs.map((row) => (
          <li key={row.input}>
            {row.input}: {row.outcome}
          </li>
        ))}
      </ul>
    </section>
  );
}
