import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled group of form inputs: `columns` columns from md up, one on phones; an input with class `full` spans the row. */
export const FormSection = ({ title, children, columns = 3 }: { title: string; children: ReactNode; columns?: number }) => (
  <Box sx={{ width: '100%', mb: 1 }}>
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 2,
        '& .full': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  </Box>
);
