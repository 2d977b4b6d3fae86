import { statusChipOf } from '../status/StatusChip';
import { paymentStatusColor, paymentStatusLabel, tenancyStatusColor, tenancyStatusLabel } from './tenancyFormat';

export const TenancyStatusChip = statusChipOf({ label: tenancyStatusLabel, color: tenancyStatusColor, outlined: ['ENDED', 'WITHDRAWN'], testId: 'tenancy-status-chip' });
export const PaymentStatusChip = statusChipOf({ label: paymentStatusLabel, color: paymentStatusColor, outlined: ['VOIDED'], testId: 'payment-status-chip' });
