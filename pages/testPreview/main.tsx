import { mountPage } from '../../shared/ui/page/mountPage.tsx';
import { TestPreviewPage } from './TestPreviewPage.tsx';

mountPage(<TestPreviewPage />);
