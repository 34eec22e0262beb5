import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { adoptHashQuery } from './hashRoute.ts';
import { PromotionPage } from './PromotionPage.tsx';

// Before hydration: a campaign query written in the hash joins the page's query.
if (!import.meta.env.SSR && typeof window !== 'undefined') adoptHashQuery(location, history);

export default hydratedPage(<PromotionPage />);
