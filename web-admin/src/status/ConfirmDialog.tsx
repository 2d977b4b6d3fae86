import type { ReactNode, SyntheticEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export interface ConfirmDialogProps {
  open: boolean;
  /** The title's element id, which names the dialog (`aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  /** What happens, said above the dialog's own fields. */
  description?: ReactNode;
  /** Space under the description, in theme units. */
  descriptionGap?: number;
  /** Lines above and below the content (a long list). */
  dividers?: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  /** The confirm button waits (a required value is missing or wrong); it also waits while `pending`. */
  confirmDisabled?: boolean;
  confirmTestId: string;
  children?: ReactNode;
}

/**
 * The console's confirmation dialog: a title, what happens, the dialog's own fields, then Cancel and a confirm
 * button that shows a spinner while the move is sent. It cannot be closed while pending, and clicks do not reach a
 * grid row behind it. The fields (and what they check, when their errors show, where focus lands) are the caller's.
 */
export const ConfirmDialog = ({
  open,
  titleId,
  title,
  description,
  descriptionGap = 2,
  dividers,
  pending,
  onClose,
  onConfirm,
  confirmLabel,
  confirmColor = 'primary',
  confirmDisabled = false,
  confirmTestId,
  children,
}: ConfirmDialogProps) => (
  <Dialog open={open} onClose={pending ? undefined : onClose} onClick={stop} fullWidth maxWidth="sm" aria-labelledby={titleId}>
    <DialogTitle id={titleId}>{title}</DialogTitle>
    <DialogContent dividers={dividers}>
      {description ? <DialogContentText sx={{ mb: descriptionGap }}>{description}</DialogContentText> : null}
      {children}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button
        onClick={onConfirm}
        color={confirmColor}
        variant="contained"
        disabled={pending || confirmDisabled}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={confirmTestId}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
