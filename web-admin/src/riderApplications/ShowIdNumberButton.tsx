import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack, Typography } from '@mui/material';
import { Link, useCreatePath, useDataProvider, useNotify } from 'react-admin';
import type { RiderIdNumber } from '../../../adapters/http/contract/wire/riders';
import { messageOf } from '../apiClient';
import type { ConsoleDataProvider } from '../dataProvider/consoleActions';
import { RIDER_APPLICATION_RESOURCE } from './resource';
import type { RiderApplication } from './types';

/** What the console says when the whole number does not exist: an Aadhaar number is never kept whole. */
export const AADHAAR_NOT_KEPT = 'Only the last 4 digits of an Aadhaar number are kept; the whole number is never stored.';

/**
 * The ID number as everyone sees it (`•••• 1234`) and, for an admin who asks, the whole number: "Show ID number" calls
 * POST /api/v1/admin/rider-applications/<id>/id-number, which records the reading in the audit log. An Aadhaar
 * application has no whole number to show: the button is not offered and the page says why.
 */
export const IdNumberField = ({ application }: { application: RiderApplication }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const createPath = useCreatePath();
  const [shown, setShown] = useState<RiderIdNumber | null>(null);
  const [pending, setPending] = useState(false);

  const show = async () => {
    setPending(true);
    try {
      const { data } = await dataProvider.recordAction<RiderIdNumber>(RIDER_APPLICATION_RESOURCE, { id: application.id, action: 'id-number' });
      setShown(data);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" component="span" data-testid="rider-application-id-number" sx={{ fontFamily: 'monospace' }}>
        {shown?.id_document_number ?? application.id_document_number_masked}
      </Typography>
      {application.id_document_number_kept_whole ? (
        !shown && (
          <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} disabled={pending} onClick={show} data-testid="show-id-number-button">
            Show ID number
          </Button>
        )
      ) : (
        <Typography variant="caption" component="span" color="text.secondary">
          {AADHAAR_NOT_KEPT}
        </Typography>
      )}
      {application.same_id_number_as?.length ? (
        <Typography variant="body2" component="span" color="warning.main" data-testid="same-aadhaar">
          {application.same_id_number_as.map((id) => (
            <span key={id}>
              Same Aadhaar as application <Link to={createPath({ resource: RIDER_APPLICATION_RESOURCE, type: 'show', id })}>{id.slice(0, 8)}</Link>{' '}
            </span>
          ))}
        </Typography>
      ) : null}
    </Stack>
  );
};
