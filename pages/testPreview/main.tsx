import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { TestPreviewPage } from './TestPreviewPage.tsx';

export default hydratedPage(<TestPreviewPage />);
