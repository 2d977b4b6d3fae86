import { Alert, Box, Divider } from '@mui/material';
import { Edit, ShowButton, TopToolbar, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { saveErrorReaction } from '../util/saveError';
import { PropertyGallery } from './gallery/PropertyGallery';
import { PropertyActionButtons } from './PropertyActionButtons';
import { isEditable, lockedMessage, PROPERTY_UPDATED_MESSAGE } from './propertyActions';
import { PropertyForm } from './PropertyForm';
import { toPropertyPayload } from './propertyPayload';
import { PropertyStatusChip } from './PropertyStatusChip';
import { PROPERTY_RESOURCE } from './resource';
import type { Property } from './types';

const EditActions = () => (
  <TopToolbar>
    <ShowButton label="Preview" />
  </TopToolbar>
);

/** Photos and state above the form (buttons inside are type="button": they never submit it). */
const EditTop = () => {
  const record = useRecordContext<Property>();
  if (!record) return null;
  const locked = !isEditable(record.status);
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Box sx={{ mb: 1 }}>
        <PropertyStatusChip status={record.status} />
      </Box>
      {locked ? (
        <Alert severity="info" sx={{ mb: 2, alignItems: 'center' }} action={<PropertyActionButtons record={record} among={['relist']} />}>
          {lockedMessage(record.status)}
        </Alert>
      ) : null}
      {record.status === 'REJECTED' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Rejected: {record.rejection_reason || '—'}. Saving changes puts it back to draft.
        </Alert>
      ) : null}
      <PropertyGallery record={record} />
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
};

/**
 * Edit a listing: PUT /api/v1/admin/post-property/:id with the whole form. Pessimistic, so a 400's
 * `errors.<field>` shows under the fields (react-admin server-side validation).
 */
const PropertyEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  return (
    <Edit<Property>
      title={<EditTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      transform={(values) => toPropertyPayload(values) as unknown as Property}
      mutationOptions={{
        onSuccess: (updated) => {
          notify(PROPERTY_UPDATED_MESSAGE, { type: 'success' });
          redirect('show', PROPERTY_RESOURCE, updated.id);
        },
        // A 409 (archived or rented meanwhile, ...): show the listing as it is now; typed values are kept.
        onError: (error: unknown) => {
          const { message, reload } = saveErrorReaction(error);
          if (message) notify(message, { type: 'error' });
          if (reload) refresh();
        },
      }}
    >
      <PropertyForm mode="edit" top={<EditTop />} />
    </Edit>
  );
};

const EditTitle = () => {
  const record = useRecordContext<Property>();
  return <span>{record ? `Edit: ${record.title}` : 'Edit property'}</span>;
};

export default PropertyEdit;
