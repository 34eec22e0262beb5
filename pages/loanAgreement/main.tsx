import { staticPage } from '../../shared/page/staticPage.tsx';
import { LoanAgreementPage } from './LoanAgreementPage.tsx';
export default staticPage(import.meta.env.SSR ? <LoanAgreementPage /> : <></>);
