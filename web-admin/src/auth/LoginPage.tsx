import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Box,
  Button,
  CircularProgress,
  FilledInput,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  Link,
} from '@mui/material';
import { useBasename, useCheckAuth, useLogin, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messageOf } from '../apiClient';
import type { LoginResult } from '../authProvider';
import { LOGGED_IN_MESSAGE } from '../config';
import { consolePath } from '../layout/menuEntries';
import { validateLoginEmail, validateRequired } from '../validation/validators';
import { AuthCard } from './AuthCard';

interface LoginValues {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const errorsOf = (values: LoginValues): LoginErrors => ({
  email: validateLoginEmail(values.email),
  password: validateRequired(values.password),
});

/** The field to put the cursor in after a refused submit: the first one, in form order, with a message. */
const firstInvalidField = (errors: LoginErrors): keyof LoginValues | null =>
  (['email', 'password'] as const).find((field) => errors[field]) ?? null;

/**
 * One input of the login form, drawn like react-admin's TextInput (filled, dense, its message under it).
 * Plain MUI parts rather than react-admin's form (react-hook-form) or TextField (which brings Select and its
 * menus): /admin/login is the console's first page and its script is kept small (test/build/console-budget.test.ts).
 */
const LoginField = ({ id, label, error, input }: { id: string; label: string; error?: string; input: ReactNode }) => (
  <FormControl variant="filled" margin="dense" size="small" fullWidth error={Boolean(error)}>
    <InputLabel htmlFor={id}>{label}</InputLabel>
    {input}
    <FormHelperText id={`${id}-helper-text`}>{error ?? ' '}</FormHelperText>
  </FormControl>
);

/**
 * /admin/login: email + password (spec section 5 rules), link to /admin/forgot-password. The rules are checked on
 * submit, then again as the person types (react-admin's forms do the same).
 */
export const LoginPage = () => {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // Already signed in: go to the console (react-admin's own Login page navigates to '/', outside /admin).
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(consolePath(basename, '/'), { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate, basename]);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(errorsOf(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = errorsOf(values);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      // As react-admin's forms (react-hook-form's shouldFocusError): the person lands on what to correct.
      inputs[invalid].current?.focus();
      return;
    }
    setLoading(true);
    try {
      const result = (await login({ email: values.email, password: values.password })) as LoginResult | undefined;
      notify(messageOf(result, LOGGED_IN_MESSAGE), { type: 'success' });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Admin login">
      <form onSubmit={submit} noValidate>
        <LoginField
          id="email"
          label="Email"
          error={errors.email}
          input={
            <FilledInput
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              inputRef={inputs.email}
              value={values.email}
              onChange={change('email')}
              inputProps={{ 'aria-describedby': 'email-helper-text' }}
            />
          }
        />
        <LoginField
          id="password"
          label="Password"
          error={errors.password}
          input={
            <FilledInput
              id="password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              inputRef={inputs.password}
              value={values.password}
              onChange={change('password')}
              inputProps={{ 'aria-describedby': 'password-helper-text' }}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                    size="large"
                  >
                    {showPassword ? <Visibility /> : <VisibilityOff />}
                  </IconButton>
                </InputAdornment>
              }
            />
          }
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Link component={RouterLink} to={consolePath(basename, '/forgot-password')} underline="none">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" fullWidth disabled={loading} data-testid="admin-login-submit">
          {loading ? <CircularProgress size={20} color="inherit" /> : 'Login'}
        </Button>
      </form>
    </AuthCard>
  );
};
