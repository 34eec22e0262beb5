import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { ComplaintListPage } from './ComplaintListPage.tsx';

export default hydratedPage(<ComplaintListPage />);
