// Loan confirm V3 (contract §1 confirm.html): the shared confirm screen on the V3 calls.
import { loanConfirmV3 } from '../../shared/api/loanConfirmV3.ts';
import { LoanConfirmPage } from '../../shared/features/loanConfirm/LoanConfirmPage.tsx';
import { hydratedPage } from '../../shared/page/hydratedPage.tsx';
import { pageLoad } from './pageLoad.ts';

export default hydratedPage(<LoanConfirmPage pageLoad={pageLoad} calls={loanConfirmV3} />);
