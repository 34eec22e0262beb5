import { staticPage } from '../../shared/page/staticPage.tsx';
import { OfflinePage } from './OfflinePage.tsx';
export default staticPage(import.meta.env.SSR ? <OfflinePage /> : <></>);
