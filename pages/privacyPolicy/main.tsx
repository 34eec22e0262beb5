import { staticPage } from '../../shared/page/staticPage.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
export default staticPage(import.meta.env.SSR ? <PrivacyPolicyPage /> : <></>);
