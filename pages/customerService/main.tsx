import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { CustomerServicePage } from './CustomerServicePage.tsx';

export default hydratedPage(<CustomerServicePage />);
