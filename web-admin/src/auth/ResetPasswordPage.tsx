import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Form, Link, PasswordInput, useBasename, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, messageOf, postJson } from '../apiClient';
import { consolePath } from '../layout/menuEntries';
import { clearSession } from '../session';
import { validateConfirmPassword, validateNewPassword } from '../validation/validators';
import { AuthCard, AuthSubmitButton } from './AuthCard';

/** The API's text for a missing, invalid or expired link (docs/api.md). */
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.';

interface ResetPasswordValues {
  password?: string;
  confirm_password?: string;
}

/**
 * /admin/reset-password?token=...: new password + confirmation,
 * POST /api/v1/admin/reset-password { token, password, confirm_password }.
 */
export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [loading, setLoading] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();

  const submit = async (values: ResetPasswordValues) => {
    setLoading(true);
    try {
      const answer = await postJson('/admin/reset-password', {
        token,
        password: values.password ?? '',
        confirm_password: values.confirm_password ?? '',
      });
      if (answer.ok) {
        // Old sessions are of no use after a password change: sign in again with the new one.
        clearSession();
        notify(messageOf(answer.body), { type: 'success' });
        navigate(consolePath(basename, '/login'), { replace: true });
        return undefined;
      }
      notify(messageOf(answer.body), { type: 'error' });
      return fieldErrorsOf(answer.body);
    } catch {
      notify(messageOf(null), { type: 'error' });
      return undefined;
    } finally {
      setLoading(false);
    }
  };

  const backLinks = (
    <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
      <Link to={consolePath(basename, '/forgot-password')}>Request a new link</Link>
      <Link to={consolePath(basename, '/login')}>Back to login</Link>
    </Box>
  );

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <Alert severity="error">{INVALID_RESET_LINK_MESSAGE}</Alert>
        {backLinks}
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your admin account.">
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as ResetPasswordValues)} noValidate>
        <PasswordInput source="password" label="New password" autoComplete="new-password" autoFocus fullWidth validate={validateNewPassword} />
        <PasswordInput
          source="confirm_password"
          label="Confirm password"
          autoComplete="new-password"
          fullWidth
          validate={validateConfirmPassword}
        />
        <AuthSubmitButton label="Reset password" loading={loading} sx={{ mt: 1 }} />
      </Form>
      {backLinks}
    </AuthCard>
  );
};
