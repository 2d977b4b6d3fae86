import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { ReasonDialog } from '../status/ReasonDialog';
import { RecordButton } from '../status/RecordButton';
import { useRecordAction } from '../status/useRecordAction';
import { validateVoidReason, VOID_REASON_MAX } from './tenancyFormat';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Void a fraudulent tenancy or payment record with a reason (5-500 characters): POST /admin/<resource>/<id>/void
 * after the dialog. The record stays, marked voided, in its history and the audit log; a payment's parties are
 * texted why. Shown only when the record's `actions` hold `void` (the server checks again).
 */
export const VoidButton = ({ resource, id, what, testId, compact }: { resource: 'tenancies' | 'payments'; id: string; what: string; testId: string; compact?: boolean }) => {
  const { run, isPending } = useRecordAction(resource);
  const [open, setOpen] = useState(false);
  return (
    <span onClick={stop}>
      <RecordButton
        label="Void"
        color="error"
        Icon={BlockIcon}
        pending={isPending}
        compact={compact}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
        testId={testId}
      />
      <ReasonDialog
        open={open}
        title={`Void ${what}`}
        description={
          resource === 'payments'
            ? 'The payment is marked voided: it no longer counts for receipts. Both parties get an SMS with this reason.'
            : 'The tenancy is marked voided and leaves both parties’ moves. It stays in the history and the audit log.'
        }
        label="Reason"
        confirmLabel="Void"
        confirmColor="error"
        pending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          run({ id, action: 'void', data: { reason: reason ?? '' }, success: resource === 'payments' ? 'Payment voided.' : 'Tenancy voided.', onSuccess: () => setOpen(false) })
        }
        validate={validateVoidReason}
        maxLength={VOID_REASON_MAX}
        inputTestId="void-reason-input"
        confirmTestId="void-confirm"
      />
    </span>
  );
};
