import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { ComplaintListPage } from './ComplaintListPage.tsx';

export default hydratedPage(<ComplaintListPage />);
