import { staticPage } from '../../shared/page/staticPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
export default staticPage(import.meta.env.SSR ? <NotFoundPage /> : <></>);
