import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { RepayPage } from './RepayPage.tsx';

export default hydratedPage(<RepayPage />);
