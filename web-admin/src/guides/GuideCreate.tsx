import { Create, useNotify } from 'react-admin';
import { GuideForm } from './GuideForm';
import { NEW_GUIDE_DEFAULTS, toGuidePayload } from './guidePayload';
import type { Guide } from './types';

/** POST /api/v1/admin/guides; a 400's `errors.<field>` shows under the fields. Then the list. */
const GuideCreate = () => {
  const notify = useNotify();
  return (
    <Create<Guide>
      title="Write a guide"
      record={NEW_GUIDE_DEFAULTS as unknown as Guide}
      redirect="list"
      transform={(values) => toGuidePayload(values) as unknown as Guide}
      mutationOptions={{ onSuccess: () => notify('Guide saved', { type: 'success' }) }}
    >
      <GuideForm />
    </Create>
  );
};

export default GuideCreate;
