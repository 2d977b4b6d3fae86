/**
 * /rider/become-our-rider (open to everyone). Signed out: what the work needs and "Sign in to apply" (the login
 * modal, as a tenant). Signed in: the newest application's status (GET /riders/applications/me) and, when there
 * is none or it was rejected, the application form (POST /riders/applications). A rider is pointed to the rider area.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { telLink, useConfig } from '../../api/config';
import { fetchMyRiderApplication, ID_DOCUMENT_TYPES, submitRiderApplication, WEEKDAYS, type RiderApplication, type Weekday } from '../../api/riders';
import { useAuth } from '../../auth/AuthContext';
import { isRider, LANDING, type SessionUser } from '../../auth/roles';
import { useCallbackRequest } from '../../callback/CallbackContext';
import type { MessageKey } from '../../../../domain/shared/catalogue/site/en';
import { t } from '../../i18n/t';
import { CITIES } from '../../property/cities';
import { cityName, formatDate } from '../../property/format';
import { LoadFailed } from '../../property/States';
import { useLoad } from '../../property/useLoad';
import {
  applicationErrorsFromServer,
  AVAILABILITY_HOURS,
  parseLocalities,
  prefillApplication,
  toApplicationBody,
  validateApplication,
  type ApplicationField,
  type ApplicationValues,
} from '../../riders/application-form';
import { ChecksField, ChoiceField, YES_NO } from '../../ui/ChoiceField';
import { optionsOf, SelectField, TextField } from '../../ui/FormField';
import { NameFields } from '../../ui/PersonFields';
import { showToast } from '../../ui/toast';
import { TitledPage, usePageTitle } from '../../ui/usePageTitle';
import { hasErrors, normaliseName, type FieldErrors } from '../../validation/rules';
import { LoadingCard } from '../../ui/StateCard';

const NEEDS: MessageKey[] = ['rider.become.need1', 'rider.become.need2', 'rider.become.need3'];
const FROM_HOURS = Array.from({ length: AVAILABILITY_HOURS.to - AVAILABILITY_HOURS.from }, (_, i) => AVAILABILITY_HOURS.from + i);
const TO_HOURS = FROM_HOURS.map((hour) => hour + 1);

export default function BecomeRiderPage() {
  usePageTitle(t('rider.become.title'));
  const { user, openLogin } = useAuth();
  const config = useConfig();
  const { openCallback } = useCallbackRequest();
  const rider = isRider(user);

  return (
    <TitledPage className="page page--narrow become-rider" title={t('rider.become.title')} article>
      <p className="lead">{t('rider.become.intro')}</p>

      {!user ? (
        <section className="card stack">
          <h2>{t('rider.become.needTitle')}</h2>
          <ul>
            {NEEDS.map((need) => (
              <li key={need}>{t(need)}</li>
            ))}
          </ul>
          <h2>{t('rider.become.howTitle')}</h2>
          <p>{t('rider.become.how')}</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => openLogin()} data-testid="become-rider-login">
              {t('rider.become.signIn')}
            </button>
          </div>
        </section>
      ) : rider ? (
        <section className="card stack" data-testid="application-status" data-status="APPROVED">
          <p className="state__title">{t('rider.become.already')}</p>
          <div className="actions">
            <Link className="button button--primary" to={LANDING.RIDER} data-testid="application-rider-area">
              {t('rider.become.goToArea')}
            </Link>
          </div>
        </section>
      ) : (
        <Application key={user.id} user={user} />
      )}

      <section className="become-rider__help" aria-label={t('rider.become.questionsNoPhone')}>
        <p className="muted">
          {t('rider.become.questionsNoPhone')}{' '}
          {config && (
            <>
              <a href={telLink(config.support_phone)} data-testid="support-phone">
                {t('rider.become.call', { phone: config.support_phone })}
              </a>{' '}
              {t('rider.become.or')}{' '}
            </>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => openCallback({ type: 'TENANT', description: t('rider.become.description') })}
            data-testid="become-rider-callback"
          >
            {t('rider.become.request')}
          </button>
        </p>
        <p className="muted">{t('footer.workingHours')}</p>
        {!rider && (
          <p className="muted">
            {t('rider.become.existing')} <Link to="/rider/login">{t('rider.become.login')}</Link>
          </p>
        )}
      </section>
    </TitledPage>
  );
}

function Application({ user }: { user: SessionUser }) {
  const { refreshUser } = useAuth();
  const loaded = useLoad((signal) => fetchMyRiderApplication(signal), []);
  const application = loaded.data;
  const status = useRef<HTMLHeadingElement>(null);

  // Approved while signed in: the session still holds the old roles. Read them again so the rider area opens.
  useEffect(() => {
    if (application?.status === 'APPROVED') void refreshUser();
  }, [application?.status]);

  if (loaded.error) return <LoadFailed title={t('rider.apply.loadFailed')} message={loaded.error.message} onRetry={loaded.reload} />;
  if (loaded.loading && !application) return <LoadingCard />;

  const submitted = (next: RiderApplication) => {
    loaded.setData(() => next);
    requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <>
      {application && <ApplicationStatus application={application} heading={status} />}
      {(!application || application.status === 'REJECTED') && (
        <ApplicationForm key={application?.id ?? 'new'} user={user} previous={application} onSubmitted={submitted} onConflict={loaded.reload} />
      )}
    </>
  );
}

function ApplicationStatus({ application, heading }: { application: RiderApplication; heading: RefObject<HTMLHeadingElement | null> }) {
  const { status } = application;
  const days = application.availability.days.map((day) => t(`weekday.${day}`)).join(', ');
  const body = status === 'PENDING' ? t('rider.status.pendingBody') : status === 'APPROVED' ? t('rider.status.approvedBody') : t('rider.status.rejectedBody');
  return (
    <section className="card stack application-status" aria-labelledby="application-status-title" data-testid="application-status" data-status={status}>
      <div className="application-status__head">
        <h2 id="application-status-title" ref={heading} tabIndex={-1}>
          {t('rider.status.title')}
        </h2>
        <span className={`chip chip--application-${status.toLowerCase()}`}>{t(`rider.status.${status}`)}</span>
      </div>
      <p>{body}</p>
      {status === 'REJECTED' && application.review_reason && (
        <p className="owner-row__note owner-row__note--danger" data-testid="application-reason">
          {t('rider.status.reason', { reason: application.review_reason })}
        </p>
      )}
      <dl className="details">
        <dt>{t('rider.summary.city')}</dt>
        <dd>{cityName(application.city)}</dd>
        <dt>{t('rider.summary.localities')}</dt>
        <dd>{application.localities.join(', ')}</dd>
        <dt>{t('rider.summary.vehicle')}</dt>
        <dd>{application.has_vehicle ? t('rider.apply.yes') : t('rider.apply.no')}</dd>
        <dt>{t('rider.summary.availability')}</dt>
        <dd>{t('rider.summary.hours', { days, from: application.availability.from_hour, to: application.availability.to_hour })}</dd>
        <dt>{t('rider.summary.id')}</dt>
        <dd data-testid="application-id">
          {t(`idType.${application.id_document_type}`)} {application.id_document_number_masked}
        </dd>
      </dl>
      <p className="muted">{t('rider.status.sent', { date: formatDate(application.created_at) })}</p>
      {status === 'APPROVED' && (
        <div className="actions">
          <Link className="button button--primary" to={LANDING.RIDER} data-testid="application-rider-area">
            {t('rider.become.goToArea')}
          </Link>
        </div>
      )}
      {status === 'REJECTED' && <p>{t('rider.status.applyAgain')}</p>}
    </section>
  );
}

interface ApplicationFormProps {
  user: SessionUser;
  previous: RiderApplication | null;
  onSubmitted(application: RiderApplication): void;
  /** 409: already pending or already a rider: read the application again. */
  onConflict(): void;
}

function ApplicationForm({ user, previous, onSubmitted, onConflict }: ApplicationFormProps) {
  const [values, setValues] = useState<ApplicationValues>(() => prefillApplication(user, previous));
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const localities = parseLocalities(values.localities);

  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function change<K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K], error: ApplicationField = field as ApplicationField) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [error]: _cleared, ...rest }) => rest);
  }

  function toggleDay(day: Weekday, on: boolean) {
    change('days', on ? [...values.days, day] : values.days.filter((item) => item !== day), 'days');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateApplication(values);
    setErrors(invalid);
    if (hasErrors(invalid)) return setAttempt((n) => n + 1);
    setBusy(true);
    try {
      const answer = await submitRiderApplication(toApplicationBody(values));
      showToast(answer.message || t('rider.apply.done'), 'success');
      onSubmitted(answer.data);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.handled) return;
      if (error instanceof ApiError) {
        const fromServer = applicationErrorsFromServer(error.errors);
        if (hasErrors(fromServer)) {
          setErrors(fromServer);
          setAttempt((n) => n + 1);
        }
      }
      showToast(errorMessage(error), error instanceof ApiError && error.status === 429 ? 'warning' : 'error');
      if (error instanceof ApiError && error.status === 409) onConflict();
    }
  }

  const errorLine = (field: ApplicationField, id: string): ReactNode =>
    errors[field] && (
      <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
        {errors[field]}
      </p>
    );

  return (
    <form ref={form} className="card form application-form" onSubmit={submit} noValidate data-testid="rider-application-form" aria-labelledby="application-title">
      <h2 id="application-title">{t('rider.apply.title')}</h2>
      <NameFields
        values={values}
        errors={errors}
        onChange={(field, value) => change(field, value)}
        onBlur={(field) => change(field, normaliseName(values[field]))}
      />
      <TextField label={t('rider.apply.phone')} hint={t('rider.apply.phoneHint')} value={`+91 ${user.mobile_no}`} readOnly testId="application-phone" />
      <SelectField
        label={t('rider.apply.city')}
        name="city"
        value={values.city}
        error={errors.city}
        testId="application-city"
        onChange={(e) => change('city', e.target.value as ApplicationValues['city'])}
        required
      >
        {optionsOf(CITIES, cityName)}
      </SelectField>
      <div>
        <TextField
          label={t('rider.apply.localities')}
          hint={t('rider.apply.localitiesHint')}
          name="localities"
          autoComplete="off"
          maxLength={700}
          value={values.localities}
          error={errors.localities}
          testId="application-localities"
          onChange={(e) => change('localities', e.target.value)}
          required
        />
        {localities.length > 0 && (
          <ul className="chips" aria-label={t('rider.apply.localities')} data-testid="application-locality-chips">
            {localities.map((locality) => (
              <li key={locality} className="chips__item">
                {locality}
              </li>
            ))}
          </ul>
        )}
      </div>

      <ChoiceField
        legend={t('rider.apply.vehicle')}
        name="has_vehicle"
        options={YES_NO}
        value={values.has_vehicle}
        optionLabel={(option) => (option === 'yes' ? t('rider.apply.yes') : t('rider.apply.no'))}
        optionTestId={(option) => `application-vehicle-${option}`}
        onChange={(option) => change('has_vehicle', option)}
        error={errors.has_vehicle}
        errorId="application-vehicle-error"
      />

      <fieldset className="application-form__availability">
        <legend className="field__label">{t('rider.apply.availability')}</legend>
        <ChecksField
          legend={t('rider.apply.days')}
          legendHidden
          options={WEEKDAYS}
          values={values.days}
          optionLabel={(day) => t(`weekday.${day}`)}
          optionTestId={(day) => `application-day-${day}`}
          onToggle={toggleDay}
          error={errors.days}
          errorId="application-days-error"
        />
        {errorLine('days', 'application-days')}
        <div className="field-row">
          <SelectField label={t('rider.apply.from')} value={values.from_hour} testId="application-from-hour" onChange={(e) => change('from_hour', e.target.value, 'availability')}>
            {optionsOf(FROM_HOURS, (hour) => t('rider.apply.hour', { hour }))}
          </SelectField>
          <SelectField label={t('rider.apply.to')} value={values.to_hour} testId="application-to-hour" onChange={(e) => change('to_hour', e.target.value, 'availability')}>
            {optionsOf(TO_HOURS, (hour) => t('rider.apply.hour', { hour }))}
          </SelectField>
        </div>
        {errorLine('availability', 'application-availability')}
      </fieldset>

      <div className="field-row">
        <SelectField
          label={t('rider.apply.idType')}
          name="id_document_type"
          value={values.id_document_type}
          error={errors.id_document_type}
          testId="application-id-type"
          onChange={(e) => change('id_document_type', e.target.value as ApplicationValues['id_document_type'])}
          required
        >
          <option value="">{t('owner.form.choose')}</option>
          {optionsOf(ID_DOCUMENT_TYPES, (type) => t(`idType.${type}`))}
        </SelectField>
        <TextField
          label={t('rider.apply.idNumber')}
          hint={t('rider.apply.idNumberHint')}
          name="id_document_number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          value={values.id_document_number}
          error={errors.id_document_number}
          testId="application-id-number"
          onChange={(e) => change('id_document_number', e.target.value)}
          required
        />
      </div>

      <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="application-submit">
        {busy ? t('rider.apply.submitting') : t('rider.apply.submit')}
      </button>
    </form>
  );
}
