import { Box, Stack, Typography } from '@mui/material';
import { historyAction, historyActor, historyInOrder, historyMove, formatIndiaDateTime } from './rideFormat';
import type { Ride } from './types';

/** The ride's history as a timeline, oldest first: what was done, by whom (name and role), the status move, when, the note. */
export const RideHistory = ({ ride }: { ride: Ride }) => {
  const events = historyInOrder(ride.history);
  if (!events.length) return <Typography variant="body2">—</Typography>;
  return (
    <Stack component="ol" spacing={0} data-testid="ride-history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.at}-${index}`}
          data-action={event.action}
          sx={{ position: 'relative', pl: 3, pb: index === events.length - 1 ? 0 : 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
        >
          <Box sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {historyAction(event)} · {historyMove(event)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {historyActor(event, ride)} · {formatIndiaDateTime(event.at)}
          </Typography>
          {event.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {event.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
};
