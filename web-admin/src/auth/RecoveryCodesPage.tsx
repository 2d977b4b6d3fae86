import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useNotify, useRedirect } from 'react-admin';
import { readSession } from '../session';
import { recoveryCodesText, requestNewRecoveryCodes } from './recoveryCodes';

/**
 * User menu, "Recovery codes": the admin types the authenticator app's current code, gets 10 new recovery codes shown
 * this once (Copy, Download), and the earlier codes stop working. Leaving the page forgets them.
 */
export const RecoveryCodesPage = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ codes: string[]; at: Date } | null>(null);
  const session = readSession();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the code (and says what is wrong with it); only an empty box is caught here.
    if (code.trim() === '') {
      setCodeError('Enter the current 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    try {
      const result = await requestNewRecoveryCodes(code, { token: session?.token ?? null });
      if ('codes' in result) {
        setMade({ codes: result.codes, at: new Date() });
        setCode('');
        setCodeError(undefined);
      } else if (result.codeError) setCodeError(result.codeError);
      else notify(result.error, { type: 'error' });
    } catch {
      notify('Could not reach the server. Try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const text = made ? recoveryCodesText(made.codes, session?.email, made.at) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('Recovery codes copied.', { type: 'info' });
    } catch {
      notify('Could not copy: select the codes and copy them yourself.', { type: 'warning' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'gharsetu-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="Recovery codes" />
      <CardContent>
        {made ? (
          <Stack spacing={2}>
            <Alert severity="warning">Save these codes now: they are not shown again. Your earlier recovery codes no longer work.</Alert>
            <Box component="ol" data-testid="new-recovery-codes" sx={{ fontFamily: 'monospace', fontSize: '1rem', columns: 2, pl: 3, my: 0 }}>
              {made.codes.map((recovery) => (
                <li key={recovery}>{recovery}</li>
              ))}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={copy} data-testid="copy-recovery-codes">
                Copy
              </Button>
              <Button variant="outlined" onClick={download} data-testid="download-recovery-codes">
                Download
              </Button>
              <Button variant="contained" onClick={() => redirect('/')} data-testid="recovery-codes-done">
                I have saved them
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Box component="form" onSubmit={submit} noValidate>
            <Typography variant="body1" gutterBottom>
              Make 10 new recovery codes, for when you cannot use your authenticator app. Your earlier codes, used or not,
              stop working.
            </Typography>
            <TextField
              label="Authentication code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(codeError)}
              helperText={codeError ?? 'The 6-digit code your authenticator app shows now.'}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, 'data-testid': 'recovery-codes-app-code' } }}
              margin="normal"
              fullWidth
              autoFocus
            />
            <Button type="submit" variant="contained" disabled={busy} data-testid="make-recovery-codes">
              Make new codes
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
