import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext, useResourceContext } from 'react-admin';
import { ReasonDialog } from '../status/ReasonDialog';
import { RecordButton } from '../status/RecordButton';
import { useRecordAction } from '../status/useRecordAction';
import { fullName } from '../util/format';
import type { ConsoleUser } from './types';
import { statusChangePayload, userStatusMove } from './userStatus';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Block (an active person) or Unblock (a blocked one), after a dialog asking for the reason (required):
 * POST /api/v1/admin/<resource>/<id>/status `{ status, reason }`, then the page reads the record again.
 * `user-block-button` / `user-unblock-button`; grid rows get an icon button (`compact`).
 */
export const UserStatusButton = (props: { record?: ConsoleUser; resource?: string; compact?: boolean }) => {
  const record = useRecordContext<ConsoleUser>(props);
  const resource = useResourceContext(props);
  const { run, isPending } = useRecordAction(resource ?? '');
  const [open, setOpen] = useState(false);
  if (!record || !resource) return null;

  const move = userStatusMove(record.status);
  const Icon = move.to === 'BLOCKED' ? BlockIcon : LockOpenIcon;
  const color = move.to === 'BLOCKED' ? 'error' : 'success';
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const name = fullName(record.first_name, record.last_name) || record.mobile_no || `#${record.id}`;

  return (
    <span onClick={stop}>
      <RecordButton compact={props.compact} label={move.label} Icon={Icon} color={color} pending={isPending} onClick={click} testId={move.testId} />
      <ReasonDialog
        open={open}
        title={`${move.title}: ${name}`}
        description={move.description}
        confirmLabel={move.label}
        confirmColor={color}
        pending={isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          run({
            id: record.id,
            action: 'status',
            data: statusChangePayload(move, reason),
            success: move.done,
            onSuccess: () => setOpen(false),
          })
        }
      />
    </span>
  );
};
