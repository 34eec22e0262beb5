import { mountPage } from '../../shared/ui/page/mountPage.tsx';
import { CustomerServicePage } from './CustomerServicePage.tsx';

mountPage(<CustomerServicePage />);
