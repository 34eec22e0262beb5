import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { FailurePage } from './FailurePage.tsx';

export default hydratedPage(<FailurePage />);
