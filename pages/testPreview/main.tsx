import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { TestPreviewPage } from './TestPreviewPage.tsx';

export default hydratedPage(<TestPreviewPage />);
