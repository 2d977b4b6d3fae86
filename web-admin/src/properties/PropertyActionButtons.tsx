import { useState, type ComponentType, type MouseEvent, type SyntheticEvent } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Button, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { Confirm, useRecordContext } from 'react-admin';
import { ACTION_LABELS, actionsFor, CONSOLE_ACTIONS, type ConsoleAction } from './propertyActions';
import { RejectDialog } from './RejectDialog';
import type { Property } from './types';
import { usePropertyAction } from './usePropertyAction';

export const ACTION_ICONS: Record<ConsoleAction, ComponentType<{ fontSize?: 'small' | 'inherit' }>> = {
  approve: CheckCircleIcon,
  reject: BlockIcon,
  verify: VerifiedUserIcon,
  submit: SendIcon,
  relist: ReplayIcon,
  archive: ArchiveIcon,
};

export const ACTION_COLORS: Record<ConsoleAction, 'success' | 'error' | 'primary' | 'inherit'> = {
  approve: 'success',
  reject: 'error',
  verify: 'primary',
  submit: 'primary',
  relist: 'primary',
  archive: 'inherit',
};

// Clicks inside a DataTable row must not open the record (React events bubble through dialog portals).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The state moves the listing's status allows (approve / reject for SUBMITTED, verify for SUBMITTED
 * and LIVE, send for review for DRAFT and REJECTED, relist for RENTED and ARCHIVED, archive for anything
 * not archived), limited to `among`. Reject asks for a reason, archive
 * for a confirmation. Buttons carry `data-testid="property-action-<action>"`.
 */
export const PropertyActionButtons = (props: { record?: Property; among?: readonly ConsoleAction[]; compact?: boolean }) => {
  const record = useRecordContext<Property>(props);
  const { run, isPending } = usePropertyAction();
  const [dialog, setDialog] = useState<'reject' | 'archive' | null>(null);
  const [running, setRunning] = useState<ConsoleAction | null>(null);

  if (!record) return null;
  const actions = actionsFor(record.status, props.among ?? CONSOLE_ACTIONS);
  if (!actions.length) return null;

  const start = (action: ConsoleAction, reason?: string) => {
    setRunning(action);
    run(record, action, {
      reason,
      onDone: () => {
        setRunning(null);
        setDialog(null);
      },
    });
  };

  const click = (action: ConsoleAction) => (event: MouseEvent) => {
    event.stopPropagation();
    if (action === 'reject' || action === 'archive') setDialog(action);
    else start(action);
  };

  return (
    <Stack direction="row" spacing={props.compact ? 0 : 1} onClick={stop} sx={{ alignItems: 'center' }}>
      {actions.map((action) => {
        const Icon = ACTION_ICONS[action];
        const spinning = running === action && isPending;
        const common = {
          disabled: isPending,
          onClick: click(action),
          'data-testid': `property-action-${action}`,
        };
        // Grid rows: icon buttons named by their label (tooltip + aria-label); record page: labelled buttons.
        return props.compact ? (
          <Tooltip key={action} title={ACTION_LABELS[action]}>
            <span>
              <IconButton size="small" color={ACTION_COLORS[action]} aria-label={ACTION_LABELS[action]} {...common}>
                {spinning ? <CircularProgress size={16} color="inherit" /> : <Icon fontSize="small" />}
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={ACTION_COLORS[action]}
            startIcon={spinning ? <CircularProgress size={14} color="inherit" /> : <Icon fontSize="small" />}
            sx={{ whiteSpace: 'nowrap' }}
            {...common}
          >
            {ACTION_LABELS[action]}
          </Button>
        );
      })}
      <RejectDialog
        open={dialog === 'reject'}
        pending={isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => start('reject', reason)}
      />
      <Confirm
        isOpen={dialog === 'archive'}
        loading={isPending}
        title="Archive property"
        content="The listing leaves search and the owner's active listings. It can be relisted later."
        confirm="Archive"
        onConfirm={(event) => {
          event.stopPropagation();
          start('archive');
        }}
        onClose={(event) => {
          event.stopPropagation();
          setDialog(null);
        }}
      />
    </Stack>
  );
};
