import { FunctionField, Link, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath } from 'react-admin';
import { fullName } from '../util/format';
import { useShowErrorHandler } from '../util/useShowErrorHandler';
import { ApplicationActionButtons } from './ApplicationActionButtons';
import { RiderApplicationDetails } from './RiderApplicationDetails';
import type { RiderApplication } from './types';

const ShowActions = () => (
  <TopToolbar>
    <ApplicationActionButtons />
    <ListButton label="Applications" />
  </TopToolbar>
);

/** Once approved, the applicant's rider record. */
const RiderLink = ({ record }: { record: RiderApplication }) => {
  const createPath = useCreatePath();
  if (record.status !== 'APPROVED' || !record.user_id) return <>—</>;
  return <Link to={createPath({ resource: 'rider', id: record.user_id, type: 'show' })}>Open rider record</Link>;
};

/** Record page of a rider application: the applicant, everything they applied with, the decision; Approve / Reject. */
const ApplicationShow = () => {
  const onError = useShowErrorHandler();
  return (
    <Show<RiderApplication>
      queryOptions={{ onError }}
      title={<FunctionField<RiderApplication> render={(r) => `Rider application: ${fullName(r.first_name, r.last_name) || r.mobile_no}`} />}
      actions={<ShowActions />}
    >
      <SimpleShowLayout data-testid="application-detail">
        <FunctionField<RiderApplication> label="Name" render={(r) => fullName(r.first_name, r.last_name)} />
        <TextField source="mobile_no" label="Mobile No" />
        <FunctionField<RiderApplication> label="Application" render={(r) => <RiderApplicationDetails application={r} />} />
        <FunctionField<RiderApplication> label="Rider" render={(r) => <RiderLink record={r} />} />
      </SimpleShowLayout>
    </Show>
  );
};

export default ApplicationShow;
