import { Box, Button, Typography } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

/**
 * The page react-admin's error boundary shows when a page fails to render, including when its chunk cannot be
 * loaded (a tab from an older build: staleChunks.ts reloads once, then this page stays). It is part of the
 * console's first script, so it can always be shown: react-admin's own Error page (with its Title in the app
 * bar and the developer's details) would be a chunk of its own, and could be missing too. Same words.
 */
export const ErrorPage = ({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) => {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return (
    <Box data-testid="admin-error-page" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" role="alert">
        {translate('ra.page.error')}
      </Typography>
      <Typography>{translate('ra.message.error')}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => history.go(-1)}>
          {translate('ra.action.back')}
        </Button>
        <Button variant="outlined" onClick={() => location.reload()}>
          {translate('ra.action.refresh')}
        </Button>
      </Box>
    </Box>
  );
};
