import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, CircularProgress, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import { STATUS_UPDATED_MESSAGE } from '../config';
import { nextStatusesOf, nextStatusOptionLabel, type LeadStatus } from './leadStatus';
import type { Lead } from './types';

// Clicks inside a DataTable row must not open the record (React events bubble through the menu's portal).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The message of a failed update, passed through as the server wrote it (spec section 8: no fallback). */
const serverMessage = (error: unknown): string =>
  typeof error === 'string' ? error : String((error as { message?: unknown } | null)?.message ?? '');

/**
 * "Change status" menu of a lead or query: lists the record's `next_statuses` and saves the choice with
 * dataProvider.update(resource, { id, data: { status }, previousData }) (PUT /api/v1/admin/<resource>/:id).
 */
export const LeadStatusMenu = (props: { record?: Lead; resource?: string; compact?: boolean }) => {
  const record = useRecordContext<Lead>(props);
  const resource = useResourceContext(props);
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Lead>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!record || !resource) return null;
  const options = nextStatusesOf(record);

  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };

  const choose = (status: LeadStatus) => (event: MouseEvent) => {
    event.stopPropagation();
    setAnchor(null);
    update(
      resource,
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (updated) => {
          // After a 401 react-admin logs out and resolves the call with an empty record: no success toast then.
          if (updated?.id == null) return;
          notify(STATUS_UPDATED_MESSAGE, { type: 'success' });
        },
        onError: (error) => {
          notify(serverMessage(error), { type: 'error' });
          // A refused move (409) usually means the lead changed meanwhile: show its current status and moves.
          refresh();
        },
      },
    );
  };

  const menuId = `lead-status-menu-${record.id}`;
  const disabled = isPending || options.length === 0;
  const hint = options.length === 0 ? 'No further status change' : 'Change status';
  const triggerProps = {
    onClick: open,
    disabled,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'data-testid': 'lead-status-menu',
  };
  return (
    <span onClick={stop}>
      {props.compact ? (
        <Tooltip title={hint}>
          {/* the span keeps the tooltip working while the button is disabled */}
          <span>
            <IconButton size="small" aria-label="Change status" {...triggerProps}>
              {isPending ? <CircularProgress size={16} /> : <ArrowDropDownIcon />}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="outlined"
          endIcon={isPending ? <CircularProgress size={14} /> : <ArrowDropDownIcon />}
          title={options.length === 0 ? hint : undefined}
          sx={{ whiteSpace: 'nowrap', textTransform: 'none' }}
          {...triggerProps}
        >
          Change status
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={stop}>
        {options.map((status) => (
          <MenuItem key={status} onClick={choose(status)} data-testid={`lead-status-option-${status}`}>
            {nextStatusOptionLabel(record.status, status)}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
};
