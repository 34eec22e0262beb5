import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';

export default hydratedPage(<OrderDetailPage />, {
  nextPages: ['repay', 'repayDelay', 'confirm', 'bindCard'],
});
