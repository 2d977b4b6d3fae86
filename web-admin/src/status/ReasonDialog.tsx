import { useEffect, useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { ConfirmDialog } from './ConfirmDialog';
import { REASON_MAX, reasonValue, validateReason } from './reasonRules';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens, said before the text box. */
  description?: ReactNode;
  /** Label of the text box ("Reason", "Note (optional)"). */
  label?: string;
  /** A reason must be typed before confirming (else it is an optional note). */
  required?: boolean;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  pending?: boolean;
  onClose: () => void;
  /** The trimmed text, undefined when an optional note was left empty. */
  onConfirm: (reason: string | undefined) => void;
  /** Another rule for the text (e.g. a listing's rejection reason, 5-500 characters); default: required / at most 500. */
  validate?: (text: string) => string | undefined;
  /** Longest text (the box takes a little more, so the error shows). */
  maxLength?: number;
  /** The hint under the box when there is no error. */
  hint?: (text: string) => string;
  inputTestId?: string;
  confirmTestId?: string;
}

/**
 * Confirms a move that carries a reason or note (block / unblock, cancel a visit, approve / reject an application,
 * reject a listing).
 * The text box is `status-reason-input` and the confirm button `dialog-confirm` (disabled until a required reason is
 * typed). Clicks do not reach a grid row behind the dialog.
 */
export const ReasonDialog = ({
  open,
  title,
  description,
  label = 'Reason',
  required = true,
  confirmLabel,
  confirmColor = 'primary',
  pending = false,
  onClose,
  onConfirm,
  validate,
  maxLength = REASON_MAX,
  hint = (value) => `${value.trim().length}/${maxLength} characters`,
  inputTestId = 'status-reason-input',
  confirmTestId = 'dialog-confirm',
}: ReasonDialogProps) => {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setText('');
      setTouched(false);
    }
  }, [open]);

  const problem = validate ? validate(text) : validateReason(text, { required });
  const confirm = () => {
    setTouched(true);
    if (!problem && !pending) onConfirm(reasonValue(text));
  };

  return (
    <ConfirmDialog
      open={open}
      titleId="reason-dialog-title"
      title={title}
      description={description}
      pending={pending}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      confirmDisabled={Boolean(problem)}
      confirmTestId={confirmTestId}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={label}
        required={required}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && Boolean(problem)}
        helperText={touched && problem ? problem : hint(text)}
        slotProps={{ htmlInput: { maxLength: maxLength + 50, 'data-testid': inputTestId } }}
      />
    </ConfirmDialog>
  );
};
