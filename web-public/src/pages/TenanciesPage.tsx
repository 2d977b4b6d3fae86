/**
 * "My tenancies" (/tenancies): the homes the signed-in person rents or lets through GharSetu, as owner or tenant,
 * newest first, each with where it stands and the other party's name; a tenancy opens its page.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { fetchMyTenancies, type TenancyView } from '../api/tenancies';
import type { PageMeta } from '../../../adapters/http/contract/wire/common';
import { formatDate, formatRupees } from '../i18n/format';
import { t } from '../i18n/t';
import { LoadFailed } from '../property/States';
import { Pagination } from '../property/Pagination';
import { listingPath, pageParam } from '../property/format';
import { otherParty, waitingFor } from '../tenancies/tenancy-form';
import { LoadingCard, SignInCard, StateCard, useSignInOnArrival } from '../ui/StateCard';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';

export default function TenanciesPage() {
  usePageTitle(t('tenancies.title'));
  const { user } = useSignInOnArrival();
  return (
    <TitledPage className="page page--narrow" title={t('tenancies.title')} testId="tenancies-page">
      {user ? <Tenancies key={user.id} /> : <SignInCard text={t('tenancies.loginRequired')} label={t('profile.login')} />}
    </TitledPage>
  );
}

function Tenancies() {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const [list, setList] = useState<{ items: TenancyView[]; meta: PageMeta } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(null);
      fetchMyTenancies(page, signal).then(setList, (error: unknown) => {
        if (signal?.aborted || (error instanceof ApiError && error.handled)) return;
        setFailed(errorMessage(error));
      });
    },
    [page],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failed) return <LoadFailed title={t('tenancies.loadFailed')} message={failed} onRetry={() => load()} />;
  if (!list) return <LoadingCard />;

  return (
    <>
      <p className="muted">{t('tenancies.lead')}</p>
      {list.items.length === 0 ? (
        <StateCard testId="tenancies-empty" title={t('tenancies.empty')} body={t('tenancies.emptyBody')} link={{ to: listingPath('patna'), label: t('visits.browse') }} />
      ) : (
        <ul className="tenancy__list" data-testid="tenancy-list">
          {list.items.map((tenancy) => (
            <li key={tenancy.id} className="card stack" data-testid="tenancy-item" data-id={tenancy.id} data-status={tenancy.status}>
              <div className="tenancy__row">
                <span className={`chip chip--tenancy-${tenancy.status.toLowerCase()}`}>{t(`tenancy.status.${tenancy.status}`)}</span>
                <span className="muted">{t(tenancy.as === 'OWNER' ? 'tenancy.youOwner' : 'tenancy.youTenant')}</span>
              </div>
              <h2 className="owner-row__title">
                <Link to={`/tenancies/${encodeURIComponent(tenancy.id)}`} data-testid="tenancy-link">
                  {tenancy.home ? `${tenancy.home.title}, ${tenancy.home.locality}` : t('tenancy.title')}
                </Link>
              </h2>
              <p className="muted">
                {t(otherParty(tenancy).role === 'OWNER' ? 'tenancy.otherOwner' : 'tenancy.otherTenant', { name: otherParty(tenancy).name })} ·{' '}
                {formatRupees(tenancy.rent)}
                {t('property.perMonth')} · {t('tenancy.moveInOn', { date: formatDate(tenancy.move_in_date) })}
              </p>
              {waitingFor(tenancy).includes(tenancy.as === 'OWNER' ? 'OWNER' : 'TENANT') && <p data-testid="tenancy-needs-you">{t('tenancy.waitingYou')}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.meta.total_pages} hrefFor={(n) => `?page=${n}`} testId="tenancies-pagination" />
    </>
  );
}
