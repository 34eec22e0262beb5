import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { ComplaintPage } from './ComplaintPage.tsx';

export default hydratedPage(<ComplaintPage />);
