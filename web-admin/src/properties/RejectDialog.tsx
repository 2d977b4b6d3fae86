import { ReasonDialog } from '../status/ReasonDialog';
import { REJECT_REASON_MAX, REJECT_REASON_MIN, validateRejectReason } from './propertyActions';

/**
 * Asks for the reason of a rejection (5-500 characters, shown to the owner). `count` > 1 says the
 * reason goes to several listings (bulk action).
 */
export const RejectDialog = ({
  open,
  onClose,
  onConfirm,
  pending = false,
  count = 1,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  pending?: boolean;
  count?: number;
}) => (
  <ReasonDialog
    open={open}
    title={count > 1 ? `Reject ${count} properties` : 'Reject property'}
    description="The owner sees this reason and can fix the listing and submit it again."
    confirmLabel="Reject"
    confirmColor="error"
    pending={pending}
    onClose={onClose}
    onConfirm={(reason) => onConfirm(reason ?? '')}
    validate={(text) => validateRejectReason(text)}
    maxLength={REJECT_REASON_MAX}
    hint={(text) => `${text.trim().length}/${REJECT_REASON_MAX} characters (at least ${REJECT_REASON_MIN})`}
    inputTestId="reject-reason-input"
    confirmTestId="reject-confirm"
  />
);
