import { mountPage } from '../../shared/ui/page/mountPage.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';

mountPage(<OrderDetailPage />);
