import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { LegacyRepayPage } from './LegacyRepayPage.tsx';

export default hydratedPage(<LegacyRepayPage />);
