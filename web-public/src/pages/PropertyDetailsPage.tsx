/** /tenant/property-details/:id: one home in full (GET /properties/{id}?view=1). A 404 gets a friendly page. */
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { fetchProperty } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { PropertyDetailsView } from '../property/PropertyDetailsView';
import { DetailsSkeleton, LoadFailed, PropertyNotFound } from '../property/States';
import { useLoad } from '../property/useLoad';
import { usePageTitle } from '../ui/usePageTitle';

export default function PropertyDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // One view per visit: a reload after logging in (for the heart) is not another view.
  const counted = useRef<string | null>(null);
  const result = useLoad(
    (signal) => {
      const view = counted.current !== id;
      counted.current = id;
      return fetchProperty(id, { view, signal });
    },
    [id, user?.id],
  );
  const listing = result.data?.id === id ? result.data : null;
  usePageTitle(listing?.title ?? t('details.title'));

  if (result.error?.status === 404) return <PropertyNotFound />;
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
