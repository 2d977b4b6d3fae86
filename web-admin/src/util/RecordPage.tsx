import type { ReactElement, ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Show } from 'react-admin';
import { useShowErrorHandler } from './useShowErrorHandler';

/** A record page drawn as one card (`RecordCard`): a failed read shows the server's message and goes back to the list. */
export const RecordPage = ({ title, actions, children }: { title: ReactElement; actions: ReactElement; children: ReactNode }) => {
  const onError = useShowErrorHandler();
  return (
    <Show queryOptions={{ onError }} title={title} actions={actions} component="div">
      {children}
    </Show>
  );
};

/** The head of a record page: its name (the page's h1) with its marks beside it (status chips), and a line summing it up. */
export const RecordHeading = ({ title, marks, summary }: { title: ReactNode; marks: ReactNode; summary: ReactNode }) => (
  <Box>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {marks}
    </Stack>
    <Typography color="text.secondary">{summary}</Typography>
  </Box>
);

/** The card of a record page, its blocks one under another. */
export const RecordCard = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <Card>
    <CardContent>
      <Stack spacing={1} data-testid={testId}>
        {children}
      </Stack>
    </CardContent>
  </Card>
);

/** A block of a record page under its heading. */
export const RecordSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
      {title}
    </Typography>
    {children}
  </>
);

/** A small table of a record page: its column headings (blank for a column of buttons), then its rows. */
export const RecordTable = ({ label, testId, columns, children }: { label: string; testId: string; columns: string[]; children: ReactNode }) => (
  <Table size="small" aria-label={label} data-testid={testId}>
    <TableHead>
      <TableRow>
        {columns.map((column, index) => (
          <TableCell key={index}>{column}</TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>{children}</TableBody>
  </Table>
);
