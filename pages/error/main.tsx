import { mountPage } from '../../shared/ui/page/mountPage.tsx';
import { FailurePage } from './FailurePage.tsx';

mountPage(<FailurePage />);
