import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateOnly, formatDateTime } from './dateFormat';

/**
 * A record's moment as the console writes every moment (formatDateTime: "28 Nov 2026, 6:00 PM", India time). In a
 * narrow grid column the time may go under the date, never a line break inside either. `label` is read by the record
 * pages' layouts; `dateOnly` leaves the time out.
 */
export const DateTimeField = ({
  source,
  emptyText = '',
  dateOnly = false,
}: {
  source: string;
  label?: string;
  emptyText?: string;
  dateOnly?: boolean;
}) => {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  const text = dateOnly ? formatDateOnly(value) : formatDateTime(value);
  if (!text) return emptyText ? <Typography variant="body2" component="span">{emptyText}</Typography> : null;
  const comma = text.indexOf(', ');
  return (
    <Typography variant="body2" component="span" title={formatDateTime(value)}>
      {comma === -1 ? (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {text}
        </Box>
      ) : (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {text.slice(0, comma + 1)}
          </Box>{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {text.slice(comma + 2)}
          </Box>
        </>
      )}
    </Typography>
  );
};
