import { useState, type MouseEvent, type SyntheticEvent } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, CircularProgress, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { STATUS_UPDATED_MESSAGE } from '../config';

// Clicks inside a DataTable row must not open the record (React events bubble through the menu's portal).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The message of a failed update, passed through as the server wrote it (spec section 8: no fallback). */
const serverMessage = (error: unknown): string =>
  typeof error === 'string' ? error : String((error as { message?: unknown } | null)?.message ?? '');

export type StatusRecord = RaRecord & { status?: unknown; next_statuses?: unknown };

export interface StatusMenuProps<S extends string> {
  record?: StatusRecord;
  resource?: string;
  /** Grid cell: a small arrow button; otherwise a labelled "Change status" button. */
  compact?: boolean;
  /** The moves offered for a record (its `next_statuses`). */
  nextStatusesOf: (record: StatusRecord) => S[];
  optionLabel: (from: unknown, to: S) => string;
  /** `<prefix>-menu` on the trigger, `<prefix>-option-<STATUS>` on each option. */
  testIdPrefix: string;
}

/**
 * "Change status" menu of a record worked like a lead: lists the record's `next_statuses` and saves the choice with
 * dataProvider.update(resource, { id, data: { status }, previousData }) (PUT /api/v1/admin/<resource>/:id).
 */
export function StatusMenu<S extends string>(props: StatusMenuProps<S>) {
  const record = useRecordContext<StatusRecord>(props);
  const resource = useResourceContext(props);
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<StatusRecord>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!record || !resource) return null;
  const options = props.nextStatusesOf(record);

  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };

  const choose = (status: S) => (event: MouseEvent) => {
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
          // Read the list again: under a status filter ("New" only) the moved record leaves it and the total drops.
          refresh();
        },
        onError: (error) => {
          notify(serverMessage(error), { type: 'error' });
          // A refused move (409) usually means the record changed meanwhile: show its current status and moves.
          refresh();
        },
      },
    );
  };

  const menuId = `${props.testIdPrefix}-menu-${record.id}`;
  const disabled = isPending || options.length === 0;
  const hint = options.length === 0 ? 'No further status change' : 'Change status';
  const triggerProps = {
    onClick: open,
    disabled,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'data-testid': `${props.testIdPrefix}-menu`,
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
          <MenuItem key={status} onClick={choose(status)} data-testid={`${props.testIdPrefix}-option-${status}`}>
            {props.optionLabel(record.status, status)}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
