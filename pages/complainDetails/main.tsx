import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { ComplaintDetailsPage } from './ComplaintDetailsPage.tsx';

export default hydratedPage(<ComplaintDetailsPage />);
