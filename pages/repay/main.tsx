import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { RepayPage } from './RepayPage.tsx';

export default hydratedPage(<RepayPage />);
