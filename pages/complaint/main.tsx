import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { ComplaintPage } from './ComplaintPage.tsx';

export default hydratedPage(<ComplaintPage />);
