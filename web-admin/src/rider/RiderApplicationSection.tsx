import { useGetList, useRecordContext } from 'react-admin';
import { RIDER_APPLICATION_RESOURCE } from '../riderApplications/resource';
import { RiderApplicationDetails } from '../riderApplications/RiderApplicationDetails';
import type { RiderApplication } from '../riderApplications/types';
import type { ConsoleUser } from '../users/types';
import { applicationOf } from './riderApplication';

/**
 * The rider's application on their record page. The rider record carries it as `rider_application` (docs/api.md
 * "People": `GET admin/user/{id}` "with rider_application for riders"); should the console's `GET /admin/rider/{id}`
 * leave the field out, the application is found by the rider's mobile number in `rider-applications`.
 */
export const RiderApplicationSection = (_props: { label?: string }) => {
  const record = useRecordContext<ConsoleUser>();
  const embedded = record != null && Object.prototype.hasOwnProperty.call(record, 'rider_application');
  const { data, isPending } = useGetList<RiderApplication>(
    RIDER_APPLICATION_RESOURCE,
    { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: { q: record?.mobile_no ?? '' } },
    { enabled: record != null && !embedded && !!record.mobile_no },
  );
  if (!record) return null;
  if (embedded) return <RiderApplicationDetails application={record.rider_application} />;
  if (isPending && record.mobile_no) return null;
  return <RiderApplicationDetails application={applicationOf(record, data)} />;
};
