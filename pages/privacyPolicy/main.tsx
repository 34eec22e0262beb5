import { staticPage } from '../../shared/ui/page/staticPage.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
export default staticPage(<PrivacyPolicyPage />);
