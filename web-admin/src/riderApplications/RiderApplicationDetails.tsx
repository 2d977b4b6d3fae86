import { Box, Typography } from '@mui/material';
import { cityLabel } from '../properties/propertyOptions';
import { formatDateTime } from '../util/dateFormat';
import { ShowItem, ShowItemGrid } from '../util/ShowItem';
import { availabilityLabel, localitiesLabel, vehicleLabel } from './applicationFormat';
import { idDocumentTypeLabel } from './applicationStatus';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import { IdNumberField } from './ShowIdNumberButton';
import type { RiderApplication } from './types';

const dateTime = (value: string | null | undefined) => formatDateTime(value);

/**
 * What a rider applied with: city, localities, vehicle, availability, ID type and the masked ID number (the whole
 * one on request, recorded; other people's applications with the same Aadhaar), status and review. Used by the
 * application's record page and the rider's record page. `label` is read by SimpleShowLayout.
 */
export const RiderApplicationDetails = ({ application }: { application: RiderApplication | null | undefined; label?: string }) => {
  if (!application) {
    return (
      <Typography variant="body2" color="text.secondary">
        No rider application on record.
      </Typography>
    );
  }
  return (
    <Box data-testid="rider-application">
      <ShowItemGrid>
        <ShowItem label="City">{cityLabel(application.city)}</ShowItem>
        <ShowItem label="Localities">{localitiesLabel(application.localities)}</ShowItem>
        <ShowItem label="Vehicle">{vehicleLabel(application.has_vehicle)}</ShowItem>
        <ShowItem label="Availability">{availabilityLabel(application.availability)}</ShowItem>
        <ShowItem label="ID type">{idDocumentTypeLabel(application.id_document_type)}</ShowItem>
        <ShowItem label="ID number">
          <IdNumberField application={application} />
        </ShowItem>
        <ShowItem label="Status">
          <ApplicationStatusChip status={application.status} />
        </ShowItem>
        <ShowItem label="Applied">{dateTime(application.created_at)}</ShowItem>
        <ShowItem label="Reviewed">{dateTime(application.reviewed_at)}</ShowItem>
        <ShowItem label="Review note">{application.review_reason}</ShowItem>
      </ShowItemGrid>
    </Box>
  );
};
