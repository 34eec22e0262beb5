import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { RepaymentOfCodePage } from './RepaymentOfCodePage.tsx';

export default hydratedPage(<RepaymentOfCodePage />);
