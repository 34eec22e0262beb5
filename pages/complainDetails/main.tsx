import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { ComplaintDetailsPage } from './ComplaintDetailsPage.tsx';

export default hydratedPage(<ComplaintDetailsPage />);
