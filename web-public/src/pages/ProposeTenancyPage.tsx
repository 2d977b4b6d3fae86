/**
 * Propose a tenancy of a live listing (/tenancies/new?property={id}): the tenant proposes to its owner; the owner
 * (`&as=owner`, from Your Properties) names the tenant by the mobile number they signed up with. The form starts from
 * the listing's rent and deposit and an 11-month term; each party then confirms with a code on the tenancy's page.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { fetchProperty, type Listing } from '../api/properties';
import { proposeTenancy } from '../api/tenancies';
import { t } from '../i18n/t';
import { LoadFailed } from '../property/States';
import { TermsForm } from '../tenancies/TermsForm';
import { termsStart } from '../tenancies/tenancy-form';
import { useMove } from '../tenancies/use-move';
import { LoadingCard, SignInCard, StateCard, useSignInOnArrival } from '../ui/StateCard';
import { TitledPage, usePageTitle } from '../ui/usePageTitle';

export default function ProposeTenancyPage() {
  usePageTitle(t('tenancy.propose.title'));
  const { user } = useSignInOnArrival();
  const [params] = useSearchParams();
  const propertyId = params.get('property') ?? '';
  const asOwner = params.get('as') === 'owner';
  return (
    <TitledPage className="page page--narrow" title={t('tenancy.propose.title')} testId="propose-tenancy-page">
      {!user ? (
        <SignInCard text={t('tenancies.loginRequired')} label={t('profile.login')} />
      ) : propertyId ? (
        <Propose key={`${user.id}-${propertyId}`} propertyId={propertyId} asOwner={asOwner} />
      ) : (
        <StateCard testId="propose-no-listing" title={t('tenancy.propose.noListing')} link={{ to: '/tenancies', label: t('tenancies.title') }} />
      )}
    </TitledPage>
  );
}

function Propose({ propertyId, asOwner }: { propertyId: string; asOwner: boolean }) {
  const navigate = useNavigate();
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const move = useMove();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(null);
    fetchProperty(propertyId, { signal: controller.signal }).then(setListing, (error: unknown) => {
      if (controller.signal.aborted || (error instanceof ApiError && error.handled)) return;
      setFailed(errorMessage(error));
    });
    return () => controller.abort();
  }, [propertyId, attempt]);

  if (failed) return <LoadFailed title={t('tenancy.propose.loadFailed')} message={failed} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!listing) return <LoadingCard />;

  return (
    <>
      <p className="tenancy__safety" role="note" data-testid="tenancy-safety">
        {t('tenancy.safety')}
      </p>
      <p data-testid="propose-listing">
        <strong>{listing.title}</strong> · {listing.locality}
      </p>
      <p className="muted">{t(asOwner ? 'tenancy.propose.leadOwner' : 'tenancy.propose.leadTenant')}</p>
      <TermsForm
        start={termsStart({ rent: listing.rent, deposit: listing.deposit ?? 0, maintenance: listing.maintenance ?? 0 })}
        askTenant={asOwner}
        submitLabel={t('tenancy.propose.send')}
        busy={move.busy}
        serverErrors={move.fieldErrors}
        onSubmit={(body, tenantMobileNo) =>
          void move.run(
            () => proposeTenancy({ ...body, property_id: propertyId, ...(tenantMobileNo ? { tenant_mobile_no: tenantMobileNo } : {}) }),
            (answer) => navigate(`/tenancies/${encodeURIComponent(answer.data.id)}`),
            t('tenancy.propose.done'),
          )
        }
      />
    </>
  );
}
