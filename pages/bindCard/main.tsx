import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { BindCardPage } from './BindCardPage.tsx';

export default hydratedPage(<BindCardPage />);
