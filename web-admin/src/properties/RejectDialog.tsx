import { useEffect, useState, type SyntheticEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { REJECT_REASON_MAX, REJECT_REASON_MIN, validateRejectReason } from './propertyActions';

const stop = (event: SyntheticEvent) => event.stopPropagation();

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
}) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);

  const problem = validateRejectReason(reason);
  const length = reason.trim().length;
  const confirm = () => {
    setTouched(true);
    if (!problem && !pending) onConfirm(reason.trim());
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} onClick={stop} fullWidth maxWidth="sm" aria-labelledby="reject-dialog-title">
      <DialogTitle id="reject-dialog-title">{count > 1 ? `Reject ${count} properties` : 'Reject property'}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The owner sees this reason and can fix the listing and submit it again.</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && Boolean(problem)}
          helperText={touched && problem ? problem : `${length}/${REJECT_REASON_MAX} characters (at least ${REJECT_REASON_MIN})`}
          slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX + 50, 'data-testid': 'reject-reason-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          onClick={confirm}
          color="error"
          variant="contained"
          disabled={pending || Boolean(problem)}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="reject-confirm"
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
};
