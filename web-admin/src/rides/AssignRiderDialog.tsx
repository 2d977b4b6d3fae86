import { useEffect, useState } from 'react';
import { Alert, Box, Chip, CircularProgress, List, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { messageOf } from '../apiClient';
import type { ConsoleDataProvider } from '../dataProvider/consoleActions';
import { ConfirmDialog } from '../status/ConfirmDialog';
import { useRecordAction } from '../status/useRecordAction';
import { fullName } from '../util/format';
import { freeRiderChips, isPickable, keptChoice, orderFreeRiders } from './freeRiders';
import { RIDE_ASSIGNED_MESSAGE } from './rideActions';
import { formatRideSlot, listingPlace } from './rideFormat';
import { RIDE_RESOURCE } from './resource';
import type { FreeRider, Ride } from './types';


/**
 * Assign (or reassign) a rider to a visit. The picker reads GET /api/v1/admin/rides/<id>/free-riders: free riders who
 * serve the visit's locality first; busy ones are shown but cannot be picked. Confirm (`assign-confirm`) sends
 * POST /api/v1/admin/rides/<id>/assign `{ rider_id }`. A refusal (409 "This rider already has a visit at that time.")
 * shows the server's message and the picker reads the riders again; the dialog stays open.
 */
export const AssignRiderDialog = ({ ride, open, onClose }: { ride: Ride; open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { run, isPending } = useRecordAction(RIDE_RESOURCE);
  const [riders, setRiders] = useState<FreeRider[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setChosen(null);
      return;
    }
    let live = true;
    setRiders(null);
    setLoadError(null);
    dataProvider
      .recordPart<FreeRider[]>(RIDE_RESOURCE, { id: ride.id, part: 'free-riders' })
      .then(({ data }) => {
        if (!live) return;
        const ordered = orderFreeRiders(Array.isArray(data) ? data : []);
        setRiders(ordered);
        setChosen((current) => keptChoice(ordered, current));
      })
      .catch((error) => {
        if (live) setLoadError(messageOf(error));
      });
    return () => {
      live = false;
    };
  }, [open, reloads, ride.id, dataProvider]);

  const confirm = () => {
    if (!chosen || isPending) return;
    run({
      id: ride.id,
      action: 'assign',
      data: { rider_id: chosen },
      success: RIDE_ASSIGNED_MESSAGE,
      onSuccess: onClose,
      onFailure: () => setReloads((n) => n + 1),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      titleId="assign-rider-title"
      title={ride.rider ? 'Reassign rider' : 'Assign rider'}
      description={
        <>
          {formatRideSlot(ride)} · {listingPlace(ride)}
        </>
      }
      descriptionGap={1}
      dividers
      pending={isPending}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel="Assign"
      confirmDisabled={!chosen}
      confirmTestId="assign-confirm"
    >
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      {riders === null && !loadError ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={24} />
        </Box>
      ) : null}
      {riders && riders.length === 0 ? <Alert severity="info">No rider works in this city yet.</Alert> : null}
      {riders && riders.length > 0 ? (
        <List dense aria-label="Riders" data-testid="free-rider-list">
          {riders.map((rider) => {
            const pickable = isPickable(rider);
            return (
              <ListItemButton
                key={rider.id}
                selected={chosen === rider.id}
                disabled={!pickable || isPending}
                onClick={() => setChosen(rider.id)}
                aria-pressed={chosen === rider.id}
                data-testid={`free-rider-${rider.id}`}
                data-free={String(rider.free)}
              >
                <ListItemText
                  primary={fullName(rider.first_name, rider.last_name) || rider.mobile_no || `#${rider.id}`}
                  secondary={[rider.mobile_no, (rider.localities ?? []).join(', ')].filter(Boolean).join(' · ')}
                />
                <Stack direction="row" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
                  {freeRiderChips(rider).map((chip) => (
                    <Chip key={chip.label} size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />
                  ))}
                </Stack>
              </ListItemButton>
            );
          })}
        </List>
      ) : null}
    </ConfirmDialog>
  );
};
