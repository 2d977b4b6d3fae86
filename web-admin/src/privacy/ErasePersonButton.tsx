import { useState, type MouseEvent } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useRecordContext } from 'react-admin';
import { ReasonDialog } from '../status/ReasonDialog';
import { validateReason } from '../status/reasonRules';
import { RecordButton } from '../status/RecordButton';
import { useRecordAction } from '../status/useRecordAction';
import { fullName } from '../util/format';
import type { ConsoleUser } from '../users/types';

const REASON_MIN = 3;

/**
 * "Erase person" on a tenant's, owner's or rider's page: on the person's request (DPDP Act 2023), after a dialog
 * asking for the reason (3-500 characters, without the person's name or number: it is kept with the erasure record).
 * POST /api/v1/admin/users/<id>/erase; the page then shows the tombstone ("Erased person"). Admins are not offered it.
 */
export const ErasePersonButton = () => {
  const record = useRecordContext<ConsoleUser>();
  const { run, isPending } = useRecordAction('users');
  const [open, setOpen] = useState(false);
  if (!record || record.primary_role === 'ADMIN' || record.secondary_role === 'ADMIN') return null;
  if (record.first_name === 'Erased' && record.last_name === 'person' && !record.mobile_no) return null;
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const name = fullName(record.first_name, record.last_name) || `#${record.id}`;

  return (
    <>
      <RecordButton label="Erase person" Icon={DeleteForeverIcon} color="error" pending={isPending} onClick={click} testId="user-erase-button" />
      <ReasonDialog
        open={open}
        title={`Erase ${name}`}
        description="On the person's request: their account becomes an anonymous tombstone, listings are withdrawn and photos deleted, open visits are cancelled (the other side gets an SMS), and their requests, reports and rider application lose every personal field. Visits are kept 180 days without personal data. This cannot be undone. Do not write their name or number in the reason."
        required
        validate={(text) => validateReason(text, { required: true }) ?? (text.trim().length < REASON_MIN ? `At least ${REASON_MIN} characters.` : undefined)}
        confirmLabel="Erase person"
        confirmColor="error"
        pending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          run({
            id: record.id,
            action: 'erase',
            data: { reason },
            success: 'The person was erased.',
            onSuccess: () => setOpen(false),
          })
        }
      />
    </>
  );
};
