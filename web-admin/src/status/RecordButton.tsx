import type { ComponentType, MouseEvent } from 'react';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';

/**
 * A move on one record: on a grid row (`compact`) an icon button whose tooltip and accessible name are the label,
 * elsewhere a small outlined button with icon and label. Both wait while a move is sent, and show a spinner in
 * place of the icon while `spinner` (by default, while `pending`). Without a colour the icon button keeps MUI's
 * default and the outlined one takes the text's colour.
 */
export const RecordButton = ({
  compact,
  label,
  Icon,
  color,
  pending,
  spinner = pending,
  onClick,
  testId,
  noWrap = false,
}: {
  compact?: boolean;
  label: string;
  Icon: ComponentType<{ fontSize?: 'small' }>;
  color?: 'primary' | 'error' | 'success';
  pending: boolean;
  spinner?: boolean;
  onClick: (event: MouseEvent) => void;
  testId: string;
  /** Keep the outlined button's label on one line. */
  noWrap?: boolean;
}) =>
  compact ? (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" color={color} aria-label={label} disabled={pending} onClick={onClick} data-testid={testId}>
          {spinner ? <CircularProgress size={16} color="inherit" /> : <Icon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Button
      size="small"
      variant="outlined"
      color={color ?? 'inherit'}
      disabled={pending}
      onClick={onClick}
      startIcon={spinner ? <CircularProgress size={14} color="inherit" /> : <Icon fontSize="small" />}
      sx={noWrap ? { whiteSpace: 'nowrap' } : undefined}
      data-testid={testId}
    >
      {label}
    </Button>
  );
