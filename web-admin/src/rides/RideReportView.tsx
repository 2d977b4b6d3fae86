import { Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { ShowItem, ShowItemGrid } from '../util/ShowItem';
import { photoFullUrl, photoUrl } from './rideFormat';
import type { RideReport } from './types';

/** What the rider found at the visit: matched or not, differences, notes, photo thumbnails (each opens in full). */
export const RideReportView = ({ report }: { report: RideReport | null }) => {
  if (!report) return <Typography variant="body2">No report yet.</Typography>;
  return (
    <Box data-testid="ride-report">
      <ShowItemGrid>
        <ShowItem label="Home matched its listing">
          <Chip size="small" label={report.matched ? 'Yes' : 'No'} color={report.matched ? 'success' : 'warning'} data-testid="ride-report-matched" />
        </ShowItem>
        <ShowItem label="Differences">{report.differences}</ShowItem>
        <ShowItem label="Notes">{report.notes}</ShowItem>
      </ShowItemGrid>
      {report.photos?.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {report.photos.map((photo) => {
            const thumb = photoUrl(photo, 160);
            if (!thumb) return null;
            return (
              <MuiLink key={photo.id} href={photoFullUrl(photo)} target="_blank" rel="noopener noreferrer" data-testid="ride-report-photo">
                <Box component="img" src={thumb} alt="Visit photo" loading="lazy" sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              </MuiLink>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
};
