import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography, type SxProps, type Theme } from '@mui/material';
import { APP_TITLE } from '../config';

/** Frame of the pages shown without the console layout (login, forgot and reset password). */
export const AuthCard = ({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      bgcolor: 'background.default',
      px: 2,
    }}
  >
    <Card sx={{ width: '100%', maxWidth: 400, mt: '10vh' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="overline" color="primary" component="div">
          {APP_TITLE}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  </Box>
);

/** The submit button of a sign-in page: a spinner in place of its label while the request is on its way. */
export const AuthSubmitButton = ({ label, loading, testId, sx }: { label: string; loading: boolean; testId?: string; sx?: SxProps<Theme> }) => (
  <Button type="submit" variant="contained" fullWidth disabled={loading} data-testid={testId} sx={sx}>
    {loading ? <CircularProgress size={20} color="inherit" /> : label}
  </Button>
);
