import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Form, Link, TextInput, useBasename, useNotify } from 'react-admin';
import { fieldErrorsOf, messageOf, postJson } from '../apiClient';
import { consolePath } from '../layout/menuEntries';
import { readSession } from '../session';
import { validateLoginEmail } from '../validation/validators';
import { AuthCard, AuthSubmitButton } from './AuthCard';

interface ForgotPasswordValues {
  email?: string;
}

/** The message of a forgot-password answer: spec says `data.message` (top-level message as a fallback). */
export const forgotPasswordMessage = (body: { data?: { message?: string }; message?: string } | null) =>
  messageOf(body?.data, messageOf(body));

/**
 * /admin/forgot-password (also the "Change Password" entry of the user menu):
 * POST /api/v1/admin/forgot-password { email }, then show `data.message`.
 */
export const ForgotPasswordPage = () => {
  const [loading, setLoading] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const notify = useNotify();
  const basename = useBasename();

  const submit = async (values: ForgotPasswordValues) => {
    setLoading(true);
    try {
      const answer = await postJson<{ message?: string }>('/admin/forgot-password', {
        email: (values.email ?? '').trim(),
      });
      if (answer.ok) {
        const message = forgotPasswordMessage(answer.body);
        setSentMessage(message);
        notify(message, { type: 'success' });
        return undefined;
      }
      notify(messageOf(answer.body), { type: 'error' });
      return fieldErrorsOf(answer.body);
    } catch (error) {
      notify(messageOf(null), { type: 'error' });
      return undefined;
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Forgot password" subtitle="Enter your admin email to receive a link to set a new password.">
      {sentMessage ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="forgot-password-result">
          {sentMessage}
        </Alert>
      ) : null}
      <Form
        onSubmit={(values: Record<string, unknown>) => submit(values as ForgotPasswordValues)}
        defaultValues={{ email: readSession()?.email ?? '' }}
        noValidate
      >
        <TextInput source="email" label="Email" type="email" autoComplete="username" autoFocus fullWidth validate={validateLoginEmail} />
        <AuthSubmitButton label="Send reset link" loading={loading} sx={{ mt: 1 }} />
      </Form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link to={consolePath(basename, '/login')}>Back to login</Link>
      </Box>
    </AuthCard>
  );
};
