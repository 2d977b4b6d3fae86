import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { HttpError, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { messageOf } from '../apiClient';
import { ACTION_ICONS, ACTION_COLORS } from './PropertyActionButtons';
import { ACTION_LABELS, actionPayload, bulkSummary, REVIEW_ACTIONS, type ActionOutcome, type ConsoleAction } from './propertyActions';
import { RejectDialog } from './RejectDialog';
import { PROPERTY_RESOURCE } from './resource';
import type { Property } from './types';

/**
 * One state move for every selected listing: one `update` per id, in turn, then a toast saying how
 * many succeeded (and the first refusal). The selection is cleared either way.
 */
const BulkPropertyActionButton = ({ action }: { action: ConsoleAction }) => {
  const { selectedIds, data, onUnselectItems } = useListContext<Property>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const Icon = ACTION_ICONS[action];

  const runAll = async (reason?: string) => {
    setPending(true);
    const outcomes: ActionOutcome[] = [];
    for (const id of selectedIds) {
      const previousData = data?.find((record) => record.id === id) ?? { id };
      try {
        await dataProvider.update(PROPERTY_RESOURCE, { id, data: actionPayload(action, reason), previousData });
        outcomes.push({ ok: true });
      } catch (error) {
        outcomes.push({ ok: false, message: messageOf(error) });
        // Signed out meanwhile: react-admin is already logging out, the rest would fail the same way.
        if (error instanceof HttpError && error.status === 401) break;
      }
    }
    setPending(false);
    setRejecting(false);
    const summary = bulkSummary(outcomes);
    notify(summary.message, { type: summary.type });
    onUnselectItems();
    refresh();
  };

  return (
    <>
      <Button
        size="small"
        color={ACTION_COLORS[action]}
        startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <Icon fontSize="small" />}
        disabled={pending || selectedIds.length === 0}
        onClick={() => (action === 'reject' ? setRejecting(true) : runAll())}
        data-testid={`property-bulk-${action}`}
      >
        {ACTION_LABELS[action]}
      </Button>
      {action === 'reject' ? (
        <RejectDialog
          open={rejecting}
          pending={pending}
          count={selectedIds.length}
          onClose={() => setRejecting(false)}
          onConfirm={(text) => runAll(text)}
        />
      ) : null}
    </>
  );
};

/** Bulk actions of the Properties grid: Approve, Reject (one reason for all), Verify. */
export const PropertyBulkActions = () => (
  <>
    {REVIEW_ACTIONS.map((action) => (
      <BulkPropertyActionButton key={action} action={action} />
    ))}
  </>
);
