import { Link, useCreatePath, useGetOne, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { RIDE_RESOURCE } from '../rides/resource';
import type { Ride } from '../rides/types';
import { decisionText, decisionTimes } from '../rides/visitDecision';
import { VisitInterestChip } from './LeadGrid';
import type { Lead } from './types';

/**
 * On a lead a tenant made by wanting to rent after a rider visit: the mark, a link to the visit, and the tenant's
 * decision as it stands now (they may change it for a few days: "Not for me" closes the lead).
 */
export const LeadVisitDecision = (_props: { label?: string }) => {
  const lead = useRecordContext<Lead>();
  const createPath = useCreatePath();
  const visitId = lead?.visit_id ?? null;
  const { data: ride, isPending, error } = useGetOne<Ride>(RIDE_RESOURCE, { id: visitId ?? '' }, { enabled: Boolean(visitId) });
  if (!lead || !visitId) return <>—</>;
  return (
    <Typography variant="body2" component="div" data-testid="lead-visit-decision">
      <VisitInterestChip lead={lead} />{' '}
      <Link to={createPath({ resource: RIDE_RESOURCE, id: visitId, type: 'show' })}>Open the visit</Link>
      {isPending ? null : error || !ride ? ' (the visit could not be read)' : ride.decision ? ` · ${decisionText(ride.decision)} (${decisionTimes(ride.decision)})` : null}
    </Typography>
  );
};
