import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';

export default hydratedPage(<OrderDetailPage />);
