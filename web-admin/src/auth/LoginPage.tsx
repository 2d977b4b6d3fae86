import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Box,
  Button,
  FilledInput,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  Link,
  Typography,
} from '@mui/material';
import { useAuthProvider, useBasename, useCheckAuth, useLogin, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messageOf } from '../apiClient';
import type { AdminPendingSignIn } from '../../../adapters/http/contract/wire/auth';
import { LoginError, type LoginResult } from '../authProvider';
import { LOGGED_IN_MESSAGE } from '../config';
import { consolePath } from '../layout/menuEntries';
import { validateLoginEmail, validateRequired } from '../validation/validators';
import { AuthCard, AuthSubmitButton } from './AuthCard';

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
 * /admin/login, in two steps. First email + password (spec section 5 rules), link to /admin/forgot-password; the
 * rules are checked on submit, then again as the person types (react-admin's forms do the same). Then the second
 * factor (SecondFactorStep): at the first sign-in, setting up an authenticator app, then the recovery codes once.
 */
export const LoginPage = () => {
  const [pending, setPending] = useState<AdminPendingSignIn | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  if (pending) {
    return (
      <SecondFactorStep
        pending={pending}
        onExpired={(message) => {
          setExpired(message);
          setPending(null);
        }}
      />
    );
  }
  return <PasswordStep onPending={setPending} notice={expired} />;
};

const PasswordStep = ({ onPending, notice }: { onPending: (pending: AdminPendingSignIn) => void; notice: string | null }) => {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const authProvider = useAuthProvider();
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
      // The provider itself, not react-admin's login: a right password opens no session, so the page stays.
      const result = (await authProvider!.login({ email: values.email, password: values.password })) as LoginResult | undefined;
      if (result?.secondFactor) onPending(result.secondFactor);
      else notify(messageOf(result), { type: 'error' });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Admin login" subtitle={notice ?? undefined}>
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
        <AuthSubmitButton label="Login" loading={loading} testId="admin-login-submit" />
      </form>
    </AuthCard>
  );
};

/** A refused step's message; SIGN_IN_EXPIRED means the password is to be given again. */
const isExpired = (error: unknown) => error instanceof LoginError && error.code === 'SIGN_IN_EXPIRED';

/** The secret as printed for typing by hand: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second factor. SETUP: the QR code (drawn by the server as SVG) and the same secret as text, then the first code;
 * the answer's recovery codes are shown once, and the console opens when the person says they saved them. CODE: the
 * 6-digit code, or one of the recovery codes.
 */
const SecondFactorStep = ({ pending, onExpired }: { pending: AdminPendingSignIn; onExpired: (message: string) => void }) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [done, setDone] = useState<Required<Pick<LoginResult, 'recoveryCodes' | 'session'>> | null>(null);
  const login = useLogin();
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const setUp = pending.second_factor === 'SETUP' ? pending.set_up : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(useRecovery ? ENTER_RECOVERY_CODE : ENTER_CODE);
      return;
    }
    setLoading(true);
    try {
      const params = { pendingToken: pending.pending_token, code };
      if (setUp) {
        // The set-up's answer carries the recovery codes: the page stays to show them before the console opens.
        const result = (await authProvider!.login(params)) as LoginResult;
        setDone({ recoveryCodes: result.recoveryCodes ?? [], session: result.session! });
      } else {
        const result = (await login(params)) as LoginResult | undefined;
        notify(messageOf(result, LOGGED_IN_MESSAGE), { type: 'success' });
      }
    } catch (failure) {
      if (isExpired(failure)) onExpired(messageOf(failure));
      else {
        setError(messageOf(failure));
        setLoading(false);
      }
      return;
    }
    setLoading(false);
  };

  if (done) {
    return (
      <AuthCard title="Save your recovery codes" subtitle="Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.">
        <Box component="ol" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', fontSize: '1rem', columns: 2, pl: 3, my: 2 }}>
          {done.recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Box>
        <Button
          variant="contained"
          fullWidth
          data-testid="recovery-codes-saved"
          onClick={() => {
            // The session is kept now, through react-admin's login (which then opens the console).
            login({ session: done.session })
              .then((result: LoginResult | undefined) => notify(messageOf(result, LOGGED_IN_MESSAGE), { type: 'success' }))
              .catch((failure: unknown) => notify(messageOf(failure), { type: 'error' }));
          }}
        >
          I have saved these codes
        </Button>
      </AuthCard>
    );
  }

  const label = useRecovery ? 'Recovery code' : 'Authentication code';
  return (
    <AuthCard
      title={setUp ? 'Set up your authenticator' : 'Two-step verification'}
      subtitle={
        setUp
          ? 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), then enter the 6-digit code it shows.'
          : useRecovery
            ? 'Enter one of the recovery codes you saved. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      {setUp ? (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setUp.qr_svg)}`} alt="QR code to add this account to an authenticator app" width={200} height={200} />
          <Typography variant="body2" color="text.secondary">
            Cannot scan it? Enter this key in the app:
          </Typography>
          <Typography component="code" data-testid="second-factor-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {grouped(setUp.secret)}
          </Typography>
        </Box>
      ) : null}
      <form onSubmit={submit} noValidate>
        <LoginField
          id="code"
          label={label}
          error={error}
          input={
            <FilledInput
              id="code"
              name="code"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value)}
              inputProps={{ 'aria-describedby': 'code-helper-text', inputMode: useRecovery ? 'text' : 'numeric', maxLength: 20 }}
            />
          }
        />
        {setUp ? null : (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Link
              component="button"
              type="button"
              underline="none"
              onClick={() => {
                setUseRecovery((recovery) => !recovery);
                setCode('');
                setError(undefined);
              }}
            >
              {useRecovery ? 'Use the code from the app' : 'Use a recovery code'}
            </Link>
          </Box>
        )}
        <AuthSubmitButton label="Verify" loading={loading} testId="second-factor-submit" />
      </form>
    </AuthCard>
  );
};

const ENTER_CODE = 'Enter the 6-digit code from your authenticator app.';
const ENTER_RECOVERY_CODE = 'Enter one of your recovery codes.';
