import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { LegacyRepayPage } from './LegacyRepayPage.tsx';

export default hydratedPage(<LegacyRepayPage />);
