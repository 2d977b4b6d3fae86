import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';

const PaymentList = lazy(() => import('./PaymentList'));

/** Resource `payments` → /api/v1/admin/payments (read, disputed first; void with a reason; a row opens its tenancy). */
export default {
  list: PaymentList,
  icon: PaymentsIcon,
};
