import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { RepaymentOfCode2Page } from './RepaymentOfCode2Page.tsx';

export default hydratedPage(<RepaymentOfCode2Page />);
