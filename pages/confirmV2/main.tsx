// Loan confirm V3 variant 2 (contract §1 confirmV2.html): the shared confirm screen on the V2 calls.
import { loanConfirmV2 } from '../../shared/api/loanConfirmV2.ts';
import { LoanConfirmPage } from '../../shared/features/loanConfirm/LoanConfirmPage.tsx';
import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { pageLoad } from './pageLoad.ts';

export default hydratedPage(<LoanConfirmPage pageLoad={pageLoad} calls={loanConfirmV2} />);
