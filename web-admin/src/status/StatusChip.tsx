import type { FC } from 'react';
import { Chip, type ChipProps } from '@mui/material';

/** How one resource draws its status chip. */
export interface StatusChipLook {
  label: (status: unknown) => string;
  color: (status: unknown) => ChipProps['color'];
  /** Statuses drawn outlined instead of filled (closed, archived, ...). */
  outlined: readonly string[];
  /** `data-testid` of the chip; its `data-status` attribute holds the raw status. */
  testId: string;
}

/** The small status chip of a record (nothing for a record without status), drawn the resource's way. */
export const StatusChip = ({ status, look }: { status: unknown; look: StatusChipLook }) =>
  status ? (
    <Chip
      size="small"
      label={look.label(status)}
      color={look.color(status)}
      variant={(look.outlined as readonly unknown[]).includes(status) ? 'outlined' : 'filled'}
      data-testid={look.testId}
      data-status={String(status)}
    />
  ) : null;

/** A resource's chip component: `<LeadStatusChip status={record.status} />`. */
export const statusChipOf = (look: StatusChipLook): FC<{ status: unknown }> => {
  const ResourceStatusChip = ({ status }: { status: unknown }) => <StatusChip status={status} look={look} />;
  return ResourceStatusChip;
};
