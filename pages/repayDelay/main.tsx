import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { RepayDelayPage } from './RepayDelayPage.tsx';

export default hydratedPage(<RepayDelayPage />);
