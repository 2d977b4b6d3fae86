import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { truncate } from './format';

/**
 * Two facts in one grid cell, the second smaller and muted under the first (name over mobile, title over locality):
 * how the console's grids keep every column, the row actions and the toolbar on a 1280 px screen.
 */
export const TwoLines = ({ primary, secondary, strong = false }: { primary: ReactNode; secondary?: ReactNode; strong?: boolean }) => (
  <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
    <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: strong ? 500 : undefined }}>
      {primary}
    </Typography>
    {secondary ? (
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {secondary}
      </Typography>
    ) : null}
  </Box>
);

/** Text cut to `shown` characters in a grid (a display width, not a limit of the field); the whole text is its title (shown on hover). */
export const Clipped = ({ text, shown }: { text: string | null | undefined; shown: number }) => {
  const whole = (text ?? '').replace(/\s+/g, ' ').trim();
  const short = truncate(whole, shown);
  return short === whole ? <>{whole}</> : <span title={whole}>{short}</span>;
};
