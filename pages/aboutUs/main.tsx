import { staticPage } from '../../shared/page/staticPage.tsx';
import { AboutUsPage } from './AboutUsPage.tsx';
// The browser bundle of a static page is never loaded; leaving the page out of it keeps the parts it
// shares with hydrated pages (the lender's registration) out of their scripts too.
export default staticPage(import.meta.env.SSR ? <AboutUsPage /> : <></>);
