import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { ComplainNextPage } from './ComplainNextPage.tsx';

export default hydratedPage(<ComplainNextPage />);
