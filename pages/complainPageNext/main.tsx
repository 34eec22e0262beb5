import { hydratedPage } from '../../shared/ui/page/hydratedPage.tsx';
import { ComplainNextPage } from './ComplainNextPage.tsx';

export default hydratedPage(<ComplainNextPage />);
