import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import {
  Form,
  Link,
  PasswordInput,
  TextInput,
  useBasename,
  useCheckAuth,
  useLogin,
  useNotify,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../apiClient';
import type { LoginResult } from '../authProvider';
import { LOGGED_IN_MESSAGE } from '../config';
import { consolePath } from '../layout/menuEntries';
import { validateLoginEmail, validateRequired } from '../validation/validators';
import { AuthCard } from './AuthCard';

interface LoginValues {
  email?: string;
  password?: string;
}

/** /admin/login: email + password (spec section 5 rules), link to /admin/forgot-password. */
export const LoginPage = () => {
  const [loading, setLoading] = useState(false);
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();

  // Already signed in: go to the console (react-admin's own Login page navigates to '/', outside /admin).
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(consolePath(basename, '/'), { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, basename]);

  const submit = async (values: LoginValues) => {
    setLoading(true);
    try {
      const result = (await login({ email: values.email ?? '', password: values.password ?? '' })) as LoginResult | undefined;
      notify(messageOf(result, LOGGED_IN_MESSAGE), { type: 'success' });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Admin login">
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as LoginValues)} noValidate>
        <TextInput
          source="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          validate={validateLoginEmail}
        />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="current-password"
          fullWidth
          validate={validateRequired}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Link to={consolePath(basename, '/forgot-password')}>Forgot password?</Link>
        </Box>
        <Button type="submit" variant="contained" fullWidth disabled={loading} data-testid="admin-login-submit">
          {loading ? <CircularProgress size={20} color="inherit" /> : 'Login'}
        </Button>
      </Form>
    </AuthCard>
  );
};
