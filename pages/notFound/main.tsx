import { staticPage } from '../../shared/ui/page/staticPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
export default staticPage(<NotFoundPage />);
