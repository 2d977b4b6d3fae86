import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { ConfirmDialog } from '../status/ConfirmDialog';
import { useRecordAction } from '../status/useRecordAction';
import { REASON_MAX, validateReason } from '../status/reasonRules';
import { formatWindow } from '../rides/rideFormat';
import { CHECK_VISIT_BOOKED_MESSAGE, firstCheckSlot, indiaDay, SLOT_STARTS } from './reportFormat';
import { LISTING_REPORT_RESOURCE } from './resource';
import { SLOT_RULES, slotHourOf, slotWindowLabel } from '../../../adapters/http/contract/rules';
import type { ListingReportDetails } from './types';

const windowLabel = (start: string) => formatWindow(slotWindowLabel(slotHourOf(start) ?? SLOT_RULES.firstHour));

/**
 * Book a rider's visit to check the reported listing: a day (today to 14 days ahead) and a 1-hour window, India time,
 * and a note for the rider. The server gives the visit to the best free rider of the listing's city (free in that
 * hour, then serving the locality, then on duty) and texts them; with nobody free it says so and the dialog stays
 * open for another time. POST /api/v1/admin/listing-reports/<id>/check-visit `{ slot_date, slot_start, note? }`.
 */
export const CheckVisitDialog = ({ report, open, onClose }: { report: ListingReportDetails; open: boolean; onClose: () => void }) => {
  const { run, isPending } = useRecordAction(LISTING_REPORT_RESOURCE);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!open) return;
    const first = firstCheckSlot(new Date());
    setDate(first.date);
    setStart(first.start);
    setNote('');
  }, [open]);
  const now = new Date();
  const noteProblem = validateReason(note, { required: false });

  const confirm = () => {
    if (isPending || noteProblem || !date || !start) return;
    run({
      id: report.id,
      action: 'check-visit',
      data: { slot_date: date, slot_start: start, ...(note.trim() ? { note: note.trim() } : {}) },
      success: CHECK_VISIT_BOOKED_MESSAGE,
      onSuccess: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={open}
      titleId="check-visit-title"
      title="Book a check visit"
      description="A rider of the listing's city visits the home and reports whether it matches the listing. The visit goes to the best free rider, who gets an SMS."
      pending={isPending}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel="Book visit"
      confirmDisabled={Boolean(noteProblem) || !date || !start}
      confirmTestId="check-visit-confirm"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, mt: 1 }}>
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: indiaDay(now), max: indiaDay(now, SLOT_RULES.maxAheadDays), 'data-testid': 'check-visit-date' } }}
          fullWidth
        />
        <TextField
          select
          label="Time (India time)"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'check-visit-start' } }}
          fullWidth
        >
          {SLOT_STARTS.map((value) => (
            <MenuItem key={value} value={value}>
              {windowLabel(value)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label="Note for the rider (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(noteProblem)}
        helperText={noteProblem ?? `${note.trim().length}/${REASON_MAX} characters`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX + 50, 'data-testid': 'check-visit-note' } }}
      />
    </ConfirmDialog>
  );
};
