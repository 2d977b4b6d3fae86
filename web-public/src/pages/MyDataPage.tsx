/**
 * "My data" (/tenant/profile/data): everything kept about the signed-in person, grouped as GET /users/me/data
 * answers it, with a "Download (JSON)" of that same answer, the profile's correction form (PATCH /users/me), how to
 * change the sign-in number, and erasure (DELETE /users/me, which needs a sign-in from the last 10 minutes).
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { eraseMe, fetchMyData } from '../api/my-data';
import { useAuth } from '../auth/AuthContext';
import { formatDate, formatRupees } from '../i18n/format';
import { t, type MessageKey } from '../i18n/t';
import { ProfileForm } from '../profile/ProfileForm';
import { LoadFailed } from '../property/States';
import { useLoad } from '../property/useLoad';
import { showToast } from '../ui/toast';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';
import { LoadingCard, SignInCard, useSignInOnArrival } from '../ui/StateCard';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const say = (key: string) => t(key as MessageKey);

export default function MyDataPage() {
  usePageTitle(t('myData.title'));
  const { user } = useSignInOnArrival();

  return (
    <TitledPage className="page page--narrow" title={t('myData.title')}>
      {user ? (
        <MyDataView key={user.id} />
      ) : (
        <SignInCard text={t('profile.loginRequired')} label={t('profile.login')} />
      )}
    </TitledPage>
  );
}

function MyDataView() {
  const mine = useLoad((signal) => fetchMyData(signal), []);
  const data = mine.data;
  const load = mine.reload;
  const [correcting, setCorrecting] = useState(false);
  const { updateUser } = useAuth();

  if (mine.error) return <LoadFailed title={t('profile.loadFailed')} message={mine.error.message} onRetry={load} />;
  if (!data) return <LoadingCard />;

  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `my-data-${data.generated_at.slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const p = data.profile;

  return (
    <div className="stack" data-testid="my-data">
      <div className="card stack">
        <p>{t('myData.intro')}</p>
        <p className="muted">{t('myData.generatedAt', { time: when(data.generated_at) })}</p>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={download} data-testid="my-data-download">
            {t('myData.download')}
          </button>
        </div>
      </div>

      <Section title={t('myData.profile')} count={1}>
        {correcting ? (
          <ProfileForm
            profile={p}
            onCancel={() => setCorrecting(false)}
            onSaved={(saved) => {
              updateUser({ first_name: saved.first_name, last_name: saved.last_name });
              setCorrecting(false);
              load();
            }}
          />
        ) : (
          <>
            <dl className="details">
              <dt>{t('profile.name')}</dt>
              <dd data-testid="my-data-name">
                {p.first_name} {p.last_name}
              </dd>
              <dt>{t('profile.phone')}</dt>
              <dd>+91 {p.mobile_no}</dd>
              <dt>{t('profile.email')}</dt>
              <dd>{p.email || <span className="muted">{t('profile.noEmail')}</span>}</dd>
              <dt>{t('myData.language')}</dt>
              <dd>{p.language}</dd>
              <dt>{t('myData.signedUpAt')}</dt>
              <dd>{when(p.signed_up_at)}</dd>
            </dl>
            <p className="muted">{t('myData.phoneNote')}</p>
            <div className="actions">
              <button type="button" className="button button--outline" onClick={() => setCorrecting(true)} data-testid="my-data-correct">
                {t('myData.correct')}
              </button>
            </div>
          </>
        )}
      </Section>

      <Section title={t('myData.listings')} count={data.listings.length}>
        {data.listings.map((l) => (
          <li key={l.id}>
            {l.title} · {say(`status.${l.status}`)} · {l.locality}, {l.address} · {t('myData.photos', { count: l.photos.length })}
          </li>
        ))}
      </Section>
      <Section title={t('myData.visits')} count={data.visits.length}>
        {data.visits.map((v) => (
          <li key={v.id}>
            {when(v.slot_start_at)} · {v.property_title ?? v.locality} · {say(`myData.role.${v.role}`)} · {say(`ride.status.${v.status}`)}
            {v.note ? ` · “${v.note}”` : ''}
          </li>
        ))}
      </Section>
      <Section title={t('myData.callbacks')} count={data.callback_requests.length}>
        {data.callback_requests.map((c) => (
          <li key={c.id}>
            {when(c.created_at)} · {c.first_name} {c.last_name} · {c.mobile_no}
            {c.email ? ` · ${c.email}` : ''}
            {c.description ? ` · “${c.description}”` : ''}
          </li>
        ))}
      </Section>
      <Section title={t('myData.requests')} count={data.property_requests.length}>
        {data.property_requests.map((r) => (
          <li key={r.id}>
            {when(r.created_at)} · {r.city} {r.locality ?? ''} · ₹{r.budget}
            {r.notes ? ` · “${r.notes}”` : ''}
          </li>
        ))}
      </Section>
      <Section title={t('myData.wishlist')} count={data.wishlist.length}>
        {data.wishlist.map((w) => (
          <li key={w.property_id}>
            {w.title} · {w.locality}
          </li>
        ))}
      </Section>
      <Section title={t('myData.alerts')} count={data.search_alerts.length}>
        {data.search_alerts.map((a) => (
          <li key={a.id}>
            {a.city}
            {a.search ? ` · ${a.search}` : ''}
            {a.bhk ? ` · ${t('property.bhk', { count: a.bhk })}` : ''} · {a.status}
          </li>
        ))}
      </Section>
      <Section title={t('myData.reports')} count={data.listing_reports.length}>
        {data.listing_reports.map((r) => (
          <li key={r.id}>
            {when(r.created_at)} · {r.reason} · {r.status}
            {r.note ? ` · “${r.note}”` : ''}
          </li>
        ))}
      </Section>
      <Section title={t('myData.rider')} count={data.rider_applications.length}>
        {data.rider_applications.map((a) => (
          <li key={a.id}>
            {when(a.created_at)} · {a.first_name} {a.last_name} · {a.city} · {a.status} · {t('myData.idNumber')}: {a.id_document_number_masked}
          </li>
        ))}
      </Section>
      <Section title={t('myData.tenancies')} count={data.tenancies.length}>
        {data.tenancies.map(({ tenancy, payments }) => (
          <li key={tenancy.id}>
            {t('myData.tenancyLine', {
              date: formatDate(tenancy.move_in_date),
              status: t(`tenancy.status.${tenancy.status}` as MessageKey),
              rent: formatRupees(tenancy.rent),
              count: payments.length,
            })}
          </li>
        ))}
      </Section>
      <Section title={t('myData.sessions')} count={data.sessions.length}>
        {data.sessions.map((s) => (
          <li key={s.id}>{t('myData.sessionLine', { start: when(s.created_at), last: when(s.last_used_at) })}</li>
        ))}
      </Section>

      <Erase />
    </div>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="card stack">
      <h2>
        {title} <span className="muted">({t('myData.count', { count })})</span>
      </h2>
      {count === 0 ? <p className="muted">{t('myData.empty')}</p> : count === 1 && !Array.isArray(children) ? children : <ul>{children}</ul>}
    </section>
  );
}

function Erase() {
  const { logOut, openLogin } = useAuth();
  const navigate = useNavigate();
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signInAgain, setSignInAgain] = useState<string | null>(null);

  async function erase() {
    setBusy(true);
    try {
      const answer = await eraseMe();
      await logOut();
      showToast(answer.message ?? t('myData.erased'), 'success');
      navigate('/');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'ERASURE_SIGN_IN_AGAIN') setSignInAgain(error.message);
      else if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
    }
  }

  return (
    <section className="card stack" data-testid="my-data-erase">
      <h2>{t('myData.erase')}</h2>
      <p>{t('myData.eraseIntro')}</p>
      <label className="checkbox">
        <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} data-testid="my-data-erase-confirm" /> {t('myData.eraseConfirm')}
      </label>
      {signInAgain && (
        <p role="alert">
          {signInAgain}{' '}
          <button type="button" className="button button--outline" onClick={() => openLogin()}>
            {t('myData.signInAgain')}
          </button>
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--danger" disabled={!sure || busy} onClick={erase} data-testid="my-data-erase-button">
          {busy ? t('myData.erasing') : t('myData.eraseButton')}
        </button>
      </div>
    </section>
  );
}
