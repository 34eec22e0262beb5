import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { CustomerServicePage } from './CustomerServicePage.tsx';

export default hydratedPage(<CustomerServicePage />);
