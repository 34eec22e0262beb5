import { staticPage } from '../../shared/page/staticPage.tsx';
import { AboutUsPage } from './AboutUsPage.tsx';
export default staticPage(import.meta.env.SSR ? <AboutUsPage /> : <></>);
