/** /tenant/property-details/:id: one home in full (GET /properties/{id}?view=1). A 404 gets a friendly page, a listing under review (409) says so. */
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { fetchProperty } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { PropertyDetailsView } from '../property/PropertyDetailsView';
import { DetailsSkeleton, LoadFailed, PropertyNotFound, PropertyUnderReview } from '../property/States';
import { useLoad } from '../property/useLoad';
import { usePageTitle } from '../ui/usePageTitle';
import { usePageSeed } from '../ssr/page-seed';

export default function PropertyDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // Server-rendered (docs/adr/0009): the listing came with the HTML, as a visitor sees it. The server counted the
  // view of a visitor without a session; for a signed-in one it did not, and the load below counts it as theirs.
  const seeded = usePageSeed((seed) => (seed.kind === 'details' && seed.listing.id === id ? seed.listing : null));
  // One view per visit: a reload after logging in (for the heart) is not another view.
  const counted = useRef<string | null>(seeded && !user ? id : null);
  const result = useLoad(
    (signal) => {
      const view = counted.current !== id;
      counted.current = id;
      return fetchProperty(id, { view, signal });
    },
    [id, user?.id],
    seeded && { data: seeded, fresh: !user },
  );
  const listing = result.data?.id === id ? result.data : null;
  usePageTitle(listing?.title ?? t('details.title'));

  // The server already found none (404): say so while the app asks again.
  const missing = usePageSeed((seed) => (seed.kind === 'details-missing' ? seed.id : null));
  // Reported by three people and hidden while our team checks it (409): say so, not "not found".
  const underReview = usePageSeed((seed) => (seed.kind === 'details-under-review' ? seed : null));
  if (result.error?.status === 404 || (missing === id && !result.data && !result.error)) return <PropertyNotFound />;
  if (result.error?.status === 409 || (underReview?.id === id && !result.data && !result.error)) return <PropertyUnderReview city={underReview?.id === id ? underReview.city : undefined} />;
  return (
    <div className="page property-page">
      {result.error ? (
        <LoadFailed title={t('details.loadFailed')} message={result.error.message} onRetry={result.reload} />
      ) : listing ? (
        <PropertyDetailsView listing={listing} />
      ) : (
        <DetailsSkeleton />
      )}
    </div>
  );
}
