import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { FailurePage } from './FailurePage.tsx';

export default hydratedPage(<FailurePage />);
