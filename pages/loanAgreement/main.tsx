import { staticPage } from '../../shared/ui/page/staticPage.tsx';
import { LoanAgreementPage } from './LoanAgreementPage.tsx';
export default staticPage(<LoanAgreementPage />);
