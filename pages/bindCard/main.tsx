import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { BindCardPage } from './BindCardPage.tsx';

export default hydratedPage(<BindCardPage />);
