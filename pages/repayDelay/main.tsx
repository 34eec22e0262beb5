import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { RepayDelayPage } from './RepayDelayPage.tsx';

export default hydratedPage(<RepayDelayPage />);
