// The lender's registration on every view of the promotion page, inside the view's <main> and
// before its action bar, so the bar is the last thing on the page (shared/ui/action-bar/). The
// build writes the block (shared/ui/lender-notice/); a view drawn later takes the build's copy.
import { LenderNotice } from '../../shared/ui/lender-notice/LenderNotice.prerendered.tsx';
import { PrerenderedOnly } from '../../shared/page/hydratedPage.tsx';
import styles from './promotion.module.scss';

export function PromotionLenderNotice() {
  return (
    <PrerenderedOnly name="lender-notice" className={styles.lenderNotice}>
      {import.meta.env.SSR && <LenderNotice />}
    </PrerenderedOnly>
  );
}
