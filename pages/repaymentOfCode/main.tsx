import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { RepaymentOfCodePage } from './RepaymentOfCodePage.tsx';

export default hydratedPage(<RepaymentOfCodePage />);
