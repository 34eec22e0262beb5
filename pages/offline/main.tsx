import { staticPage } from '../../shared/ui/page/staticPage.tsx';
import { OfflinePage } from './OfflinePage.tsx';
export default staticPage(<OfflinePage />);
