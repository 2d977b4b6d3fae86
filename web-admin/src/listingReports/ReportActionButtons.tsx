import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ReasonDialog } from '../status/ReasonDialog';
import { RecordButton } from '../status/RecordButton';
import { useRecordAction } from '../status/useRecordAction';
import { CheckVisitDialog } from './CheckVisitDialog';
import {
  ACTION_LABELS,
  LISTING_REPORT_NOTE_MAX_LENGTH,
  LISTING_TAKEN_DOWN_MESSAGE,
  REPORTS_DISMISSED_MESSAGE,
  validateTakeDownReason,
} from './reportFormat';
import { LISTING_REPORT_RESOURCE } from './resource';
import type { ListingReportAction, ListingReportDetails } from './types';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** Without a colour, the button takes the text's colour. */
const LOOK: Record<ListingReportAction, { color?: 'primary' | 'error'; Icon: typeof BlockIcon; testId: string }> = {
  dismiss: { color: 'primary', Icon: DoneAllIcon, testId: 'report-dismiss-button' },
  take_down: { color: 'error', Icon: BlockIcon, testId: 'report-take-down-button' },
  check_visit: { Icon: TwoWheelerIcon, testId: 'report-check-visit-button' },
};

/**
 * The moves on a reported listing, as the record's `actions` allow them: Dismiss every open report (a note; a
 * listing under review goes back live), Take down the listing (a reason the owner is sent by SMS; its open reports
 * are closed as actioned), Book a check visit (a rider is sent to look). Each POSTs /admin/listing-reports/<id>/
 * <action> after its dialog; then the page reads the record again.
 */
export const ReportActionButtons = () => {
  const record = useRecordContext<ListingReportDetails>();
  const { run, isPending } = useRecordAction(LISTING_REPORT_RESOURCE);
  const [dialog, setDialog] = useState<ListingReportAction | null>(null);
  if (!record?.actions?.length) return null;
  const title = record.listing?.title ?? 'this listing';

  const open = (action: ListingReportAction) => (event: MouseEvent) => {
    event.stopPropagation();
    setDialog(action);
  };

  return (
    <Stack direction="row" spacing={1} onClick={stop} sx={{ alignItems: 'center' }}>
      {record.actions.map((action) => {
        const { color, Icon, testId } = LOOK[action];
        return (
          <RecordButton
            key={action}
            label={ACTION_LABELS[action]}
            Icon={Icon}
            color={color}
            pending={isPending}
            spinner={isPending && dialog === action}
            onClick={open(action)}
            testId={testId}
          />
        );
      })}
      <ReasonDialog
        open={dialog === 'dismiss'}
        title={`Dismiss the reports of ${title}`}
        description="Every open report of this listing is closed as dismissed. If the reports had hidden it, it goes back into search with the days it had left."
        label="Note (optional)"
        required={false}
        confirmLabel="Dismiss reports"
        pending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={(note) => run({ id: record.id, action: 'dismiss', data: note ? { note } : {}, success: REPORTS_DISMISSED_MESSAGE, onSuccess: () => setDialog(null) })}
        confirmTestId="report-dismiss-confirm"
      />
      <ReasonDialog
        open={dialog === 'take_down'}
        title={`Take down ${title}`}
        description="The listing leaves the site and its owner gets an SMS with this reason; they can fix it and submit it again. Its open reports are closed as actioned."
        label="Reason (sent to the owner)"
        confirmLabel="Take down"
        confirmColor="error"
        pending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => run({ id: record.id, action: 'take-down', data: { reason: reason ?? '' }, success: LISTING_TAKEN_DOWN_MESSAGE, onSuccess: () => setDialog(null) })}
        validate={validateTakeDownReason}
        maxLength={LISTING_REPORT_NOTE_MAX_LENGTH}
        inputTestId="take-down-reason-input"
        confirmTestId="report-take-down-confirm"
      />
      <CheckVisitDialog report={record} open={dialog === 'check_visit'} onClose={() => setDialog(null)} />
    </Stack>
  );
};
