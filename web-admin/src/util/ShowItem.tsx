import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Labeled } from 'react-admin';

/** A dash for an empty value (null, undefined, ''). */
export const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** One labelled value of a record page; a dash when empty. */
export const ShowItem = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span" data-testid={testId}>
      {dash(children)}
    </Typography>
  </Labeled>
);

/** The grid of a record page's items: as many 190 px (or wider) columns as fit. */
export const ShowItemGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', columnGap: 2, rowGap: 1 }}>{children}</Box>
);
