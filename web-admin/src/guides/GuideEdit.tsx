import { Button, DeleteWithConfirmButton, Edit, SaveButton, Toolbar, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { GuideForm } from './GuideForm';
import { toGuidePayload } from './guidePayload';
import type { Guide } from './types';

/** "View on site" for a published guide (a draft has no public page). */
const EditActions = () => {
  const record = useRecordContext<Guide>();
  if (!record || record.status !== 'PUBLISHED') return <TopToolbar />;
  return (
    <TopToolbar>
      <Button label="View on site" href={`/guides/${encodeURIComponent(record.slug)}`} target="_blank" rel="noopener" component="a">
        <OpenInNewIcon />
      </Button>
    </TopToolbar>
  );
};

const GuideEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton confirmTitle="Delete guide" confirmContent="The guide is deleted; its translation stays, alone." />
  </Toolbar>
);

/** PUT /api/v1/admin/guides/:id (pessimistic: a 400 shows under the fields); Delete asks first. */
const GuideEdit = () => {
  const notify = useNotify();
  return (
    <Edit<Guide>
      title="Edit guide"
      actions={<EditActions />}
      mutationMode="pessimistic"
      redirect="list"
      transform={(values) => toGuidePayload(values) as unknown as Guide}
      mutationOptions={{ onSuccess: () => notify('Guide saved', { type: 'success' }) }}
    >
      <GuideForm toolbar={<GuideEditToolbar />} />
    </Edit>
  );
};

export default GuideEdit;
