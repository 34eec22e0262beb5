import { staticPage } from '../../shared/ui/page/staticPage.tsx';
import { AboutUsPage } from './AboutUsPage.tsx';
export default staticPage(<AboutUsPage />);
