/**
 * Login / Register with phone and OTP (spec section 4). Loaded on demand: it is not part of the home route's JS.
 */
import { useReducer, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { createUser, requestOtp, verifyOtp, type AuthData } from '../api/endpoints';
import { browserLanguage } from '../i18n/choice';
import { adoptAccountLanguage } from '../i18n/language';
import type { Language } from '../i18n/locale';
import { activeLanguage, t } from '../i18n/t';
import { Modal } from '../ui/Modal';
import { showToast } from '../ui/toast';
import { useSecondTicks } from '../ui/useSecondTicks';
import { hasErrors, normaliseName, onlyDigits, OTP_LENGTH, personName, phone, validateFields } from '../validation/rules';
import type { LoginRequest } from './AuthContext';
import { useAuth } from './AuthContext';
import { routeAfterLogin } from './after-login';
import { getCaptchaToken } from './captcha';
import {
  formatCountdown,
  initialLoginState,
  loginReducer,
  secondsUntilResend,
  type LoginField,
  type LoginMode,
  type LoginState,
} from './login-flow';
import { toSessionUser } from './session';
import { NameFields, PhoneAndNameFields } from '../ui/PersonFields';

const COUNTRY_CODE = '+91';

/** Field errors of the server that belong to one of our inputs. */
function fieldErrors(error: unknown): LoginState['errors'] {
  if (!(error instanceof ApiError)) return {};
  const fields: LoginField[] = ['first_name', 'last_name', 'mobile_no', 'otp'];
  return Object.fromEntries(fields.filter((f) => error.errors[f]).map((f) => [f, error.errors[f]!]));
}

/** The language chosen in this browser (the `lang` cookie), as a request's `language`; nothing when none was chosen. */
function withChoice(): { language?: Language } {
  const chosen = browserLanguage();
  return chosen ? { language: chosen } : {};
}

function toastFailure(error: unknown) {
  if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
}

export default function LoginModal({ request, onClose }: { request: LoginRequest; onClose(): void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(loginReducer, request, initialLoginState);
  const { mode, step, values, errors, busy, loginAs } = state;
  useSecondTicks(step === 'otp');
  const wait = secondsUntilResend(state, Date.now());

  const setField = (field: LoginField, value: string) => dispatch({ type: 'field', field, value });
  const normaliseField = (field: 'first_name' | 'last_name') => setField(field, normaliseName(values[field]));

  function challenge(captcha_token: string) {
    return requestOtp({
      mobile_no: values.mobile_no,
      country_code: COUNTRY_CODE,
      captcha_token,
      is_signup: mode === 'register',
      ...(loginAs ? { login_as: loginAs } : {}),
      // The code's SMS in the site's language when the number has no account yet (else the account's).
      language: activeLanguage(),
    });
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const invalid = validateFields(values, mode === 'register' ? { first_name: personName, last_name: personName, mobile_no: phone } : { mobile_no: phone });
    if (hasErrors(invalid)) return dispatch({ type: 'failed', errors: invalid });
    dispatch({ type: 'busy' });
    try {
      await challenge(await getCaptchaToken('otp_challenge'));
      dispatch({ type: 'otpSent', now: Date.now() });
    } catch (error) {
      dispatch({ type: 'failed', errors: fieldErrors(error) });
      toastFailure(error);
    }
  }

  async function resend() {
    dispatch({ type: 'resending' });
    try {
      await challenge(await getCaptchaToken('otp_challenge'));
      dispatch({ type: 'otpSent', now: Date.now() });
    } catch (error) {
      dispatch({ type: 'failed' });
      toastFailure(error);
    }
  }

  function finish(data: AuthData) {
    const user = toSessionUser({ ...data });
    // The account's language as the server answered (the person's own choice, or this browser's that the server just
    // saved on an account without one): remembered here, the page drawn again in it; the toast then says it in it.
    const adopted = adoptAccountLanguage('language' in data ? data.language : undefined);
    signIn(user);
    void adopted.then(() => showToast(t('toast.loggedIn'), 'success'));
    const next = routeAfterLogin(user, request);
    if (next?.external) window.location.assign(next.to);
    else if (next) navigate(next.to);
    onClose();
    request.onSignedIn?.(user);
  }

  async function register(signUpToken: string) {
    const first_name = normaliseName(values.first_name);
    const last_name = normaliseName(values.last_name);
    const answer = await createUser(signUpToken, {
      first_name,
      last_name,
      mobile_no: values.mobile_no,
      captcha_token: await getCaptchaToken('signup'),
      // A new account starts in the language chosen in this browser (the person's choice); without one, in the
      // default, which a later sign-in from a browser with a choice replaces.
      ...withChoice(),
    });
    finish(answer.data);
  }

  async function verify(code: string) {
    if (busy) return;
    dispatch({ type: 'busy' });
    let data: AuthData;
    try {
      data = (
        await verifyOtp({
          mobile_no: values.mobile_no,
          country_code: COUNTRY_CODE,
          otp: code,
          is_signup: mode === 'register',
          ...(loginAs ? { login_as: loginAs } : {}),
          // This browser's choice: saved on an account whose language the person never chose (else the account's wins).
          ...withChoice(),
        })
      ).data;
    } catch (error) {
      // A wrong, expired or refused code: the server's message goes under the OTP input.
      return dispatch({ type: 'failed', errors: { otp: errorMessage(error) } });
    }
    if (!data.is_signup) return finish(data);
    if (mode === 'login') return dispatch({ type: 'needNames', signUpToken: data.token });
    try {
      await register(data.token);
    } catch (error) {
      dispatch({ type: 'needNames', signUpToken: data.token });
      dispatch({ type: 'failed', errors: fieldErrors(error) });
      toastFailure(error);
    }
  }

  async function createAccount(event: FormEvent) {
    event.preventDefault();
    const invalid = validateFields(values, { first_name: personName, last_name: personName });
    if (hasErrors(invalid) || !state.signUpToken) return dispatch({ type: 'failed', errors: invalid });
    dispatch({ type: 'busy' });
    try {
      await register(state.signUpToken);
    } catch (error) {
      dispatch({ type: 'failed', errors: fieldErrors(error) });
      toastFailure(error);
    }
  }

  function onCodeChange(raw: string) {
    const code = onlyDigits(raw, OTP_LENGTH);
    setField('otp', code);
    if (code.length === OTP_LENGTH) void verify(code); // spec: submits automatically at 6 digits
  }

  const intro = loginAs === 'OWNER' ? t('login.introOwner') : loginAs === 'RIDER' ? t('login.introRider') : mode === 'register' ? t('login.introRegister') : t('login.intro');

  return (
    <Modal title={mode === 'register' ? t('login.registerTitle') : t('login.title')} subtitle={intro} onClose={onClose} testId="login-modal">
      {loginAs === 'RIDER' ? (
        // Riders are never self-made: the rider entry only signs riders in and points everyone else to the application.
        <p className="muted" data-testid="login-rider-apply">
          {t('login.riderApply')}{' '}
          <Link to="/rider/become-our-rider" onClick={onClose}>
            {t('footer.becomeRider')}
          </Link>
        </p>
      ) : (
      <div className="segmented" role="group" aria-label={t('login.modeLabel')}>
        {(['login', 'register'] as LoginMode[]).map((option) => (
          <button
            key={option}
            type="button"
            className="segmented__option"
            aria-pressed={mode === option}
            data-testid={`login-mode-${option}`}
            onClick={() => mode !== option && dispatch({ type: 'mode', mode: option })}
          >
            {option === 'login' ? t('login.modeLogin') : t('login.modeRegister')}
          </button>
        ))}
      </div>
      )}

      {step === 'phone' && (
        <form className="form" onSubmit={sendCode} noValidate>
          <PhoneAndNameFields values={values} errors={errors} onChange={setField} onBlur={normaliseField} names={mode === 'register'} />
          {mode === 'register' && <SignUpNotice onClose={onClose} />}
          <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="send-otp-button">
            {busy ? t('login.sending') : t('login.sendOtp')}
          </button>
          <p className="form__note">
            <Link to="/terms-condition" onClick={onClose}>
              {t('login.agree')}
            </Link>
          </p>
        </form>
      )}

      {step === 'otp' && (
        <form className="form" onSubmit={(e) => (e.preventDefault(), void verify(values.otp))} noValidate>
          <p className="form__lead">
            {t('login.codeSentTo', { phone: values.mobile_no })}{' '}
            <button type="button" className="link-button" onClick={() => dispatch({ type: 'back' })}>
              {t('login.changeNumber')}
            </button>
          </p>
          <div className={`field${errors.otp ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="login-otp">
              {t('field.otp')}
            </label>
            <input
              id="login-otp"
              className="field__control field__control--otp"
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              value={values.otp}
              onChange={(e) => onCodeChange(e.target.value)}
              aria-invalid={Boolean(errors.otp)}
              aria-describedby={errors.otp ? 'login-otp-error' : undefined}
              data-testid="otp-input"
              autoFocus
            />
            {errors.otp && (
              <p className="field__error" id="login-otp-error" role="alert" data-testid="otp-error">
                {errors.otp}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={busy || values.otp.length !== OTP_LENGTH}
            data-testid="verify-otp-button"
          >
            {busy ? t('login.verifying') : t('login.verify')}
          </button>
          <button type="button" className="button button--ghost button--block" disabled={wait > 0 || busy} onClick={resend} data-testid="resend-otp-button">
            {wait > 0 ? t('login.resendIn', { time: formatCountdown(wait) }) : t('login.resend')}
          </button>
        </form>
      )}

      {step === 'names' && (
        <form className="form" onSubmit={createAccount} noValidate>
          <p className="form__lead">{t('login.newAccount')}</p>
          <NameFields values={values} errors={errors} onChange={setField} onBlur={normaliseField} />
          <SignUpNotice onClose={onClose} />
          <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="create-account-button">
            {busy ? t('login.creating') : t('login.createAccount')}
          </button>
        </form>
      )}
    </Modal>
  );
}

/** What an account keeps and why, said before one is made (DPDP Act 2023: notice before consent), with the policy a tap away. */
function SignUpNotice({ onClose }: { onClose(): void }) {
  return (
    <p className="form__note" data-testid="signup-notice">
      {t('signup.notice')}{' '}
      <Link to="/privacy-policy#the-data-we-keep" onClick={onClose}>
        {t('signup.noticeLink')}
      </Link>
    </p>
  );
}
