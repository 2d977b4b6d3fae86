import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ReasonDialog } from '../status/ReasonDialog';
import { RecordButton } from '../status/RecordButton';
import { useRecordAction } from '../status/useRecordAction';
import { fullName } from '../util/format';
import {
  APPLICATION_APPROVED_MESSAGE,
  APPLICATION_REJECTED_MESSAGE,
  applicationDecisions,
  decisionPayload,
  type ApplicationDecision,
} from './applicationStatus';
import { RIDER_APPLICATION_RESOURCE } from './resource';
import type { RiderApplication } from './types';

const stop = (event: SyntheticEvent) => event.stopPropagation();

const LOOK: Record<ApplicationDecision, { label: string; color: 'success' | 'error'; Icon: typeof CheckCircleIcon; testId: string }> = {
  approve: { label: 'Approve', color: 'success', Icon: CheckCircleIcon, testId: 'application-approve-button' },
  reject: { label: 'Reject', color: 'error', Icon: BlockIcon, testId: 'application-reject-button' },
};

/**
 * Approve (optional note; the person becomes a rider) or Reject (reason required, the applicant reads it) a pending
 * application: POST /api/v1/admin/rider-applications/<id>/approve `{ note? }` or `/reject` `{ reason }`, each after a
 * dialog; then the page reads its data again. Nothing for a decided application.
 */
export const ApplicationActionButtons = (props: { record?: RiderApplication; compact?: boolean }) => {
  const record = useRecordContext<RiderApplication>(props);
  const { run, isPending } = useRecordAction(RIDER_APPLICATION_RESOURCE);
  const [dialog, setDialog] = useState<ApplicationDecision | null>(null);
  if (!record) return null;
  const decisions = applicationDecisions(record.status);
  if (!decisions.length) return null;
  const name = fullName(record.first_name, record.last_name) || record.mobile_no;

  const open = (decision: ApplicationDecision) => (event: MouseEvent) => {
    event.stopPropagation();
    setDialog(decision);
  };
  const decide = (decision: ApplicationDecision, text: string | undefined) =>
    run({
      id: record.id,
      action: decision,
      data: decisionPayload(decision, text),
      success: decision === 'approve' ? APPLICATION_APPROVED_MESSAGE : APPLICATION_REJECTED_MESSAGE,
      onSuccess: () => setDialog(null),
    });

  return (
    <Stack direction="row" spacing={props.compact ? 0 : 1} onClick={stop} sx={{ alignItems: 'center' }}>
      {decisions.map((decision) => {
        const { label, color, Icon, testId } = LOOK[decision];
        return (
          <RecordButton
            key={decision}
            compact={props.compact}
            label={label}
            Icon={Icon}
            color={color}
            pending={isPending}
            spinner={!props.compact && isPending && dialog === decision}
            onClick={open(decision)}
            testId={testId}
          />
        );
      })}
      <ReasonDialog
        open={dialog === 'approve'}
        title={`Approve ${name} as a rider`}
        description="They become a rider in the city they applied for and get an SMS. A note is kept with the decision."
        label="Note (optional)"
        required={false}
        confirmLabel="Approve"
        confirmColor="success"
        pending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={(note) => decide('approve', note)}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title={`Reject the application of ${name}`}
        description="The applicant reads this reason and may apply again."
        label="Reason"
        confirmLabel="Reject"
        confirmColor="error"
        pending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => decide('reject', reason)}
      />
    </Stack>
  );
};
