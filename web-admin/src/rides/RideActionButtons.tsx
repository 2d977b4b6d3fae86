import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ReasonDialog } from '../status/ReasonDialog';
import { RecordButton } from '../status/RecordButton';
import { useRecordAction } from '../status/useRecordAction';
import { AssignRiderDialog } from './AssignRiderDialog';
import { RIDE_CANCELLED_MESSAGE, rideActionButtons, type ConsoleRideAction } from './rideActions';
import { cancelNotice, formatRideSlot } from './rideFormat';
import { RIDE_RESOURCE } from './resource';
import type { Ride } from './types';

const stop = (event: SyntheticEvent) => event.stopPropagation();

const ICONS: Record<ConsoleRideAction, typeof PersonAddIcon> = { assign: PersonAddIcon, cancel: EventBusyIcon };

/**
 * The admin's moves on a ride, only those in its `allowed_actions`: Assign / Reassign rider (`ride-assign-button`,
 * picker dialog) and Cancel visit (`ride-cancel-button`, reason required: POST /api/v1/admin/rides/<id>/cancel
 * `{ reason }`; tenant and rider get an SMS, a check visit's rider only). Grid rows get icon buttons (`compact`).
 */
export const RideActionButtons = (props: { record?: Ride; compact?: boolean }) => {
  const record = useRecordContext<Ride>(props);
  const { run, isPending } = useRecordAction(RIDE_RESOURCE);
  const [dialog, setDialog] = useState<ConsoleRideAction | null>(null);
  if (!record) return null;
  const buttons = rideActionButtons(record);
  if (!buttons.length) return null;

  const open = (action: ConsoleRideAction) => (event: MouseEvent) => {
    event.stopPropagation();
    setDialog(action);
  };

  return (
    <Stack direction="row" spacing={props.compact ? 0 : 1} onClick={stop} sx={{ alignItems: 'center' }}>
      {buttons.map(({ action, label, testId, color }) => (
        <RecordButton
          key={action}
          compact={props.compact}
          label={label}
          Icon={ICONS[action]}
          color={color}
          pending={isPending}
          spinner={false}
          onClick={open(action)}
          testId={testId}
        />
      ))}
      {dialog === 'assign' ? <AssignRiderDialog ride={record} open onClose={() => setDialog(null)} /> : null}
      <ReasonDialog
        open={dialog === 'cancel'}
        title="Cancel this visit"
        description={`${formatRideSlot(record)}. ${cancelNotice(record)}`}
        confirmLabel="Cancel visit"
        confirmColor="error"
        pending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) =>
          run({ id: record.id, action: 'cancel', data: { reason: reason ?? '' }, success: RIDE_CANCELLED_MESSAGE, onSuccess: () => setDialog(null) })
        }
      />
    </Stack>
  );
};
