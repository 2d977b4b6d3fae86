/**
 * A paged list of visits (GET /rides), shared by the rider's Upcoming / Previous Rides and the tenant's
 * "Your visits": loading, failure, empty and past-the-end states, the cards and the page links. After a move the
 * card shows the server's answer, or leaves at once when the visit no longer belongs to the list (done,
 * cancelled); the page is then read again (and steps back when it came back empty).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchRides, type Ride, type RideList as RideListAnswer, type RideScope, type RideSide } from '../api/rides';
import { OpenRideStatuses } from '../../../adapters/http/contract/rules';
import { t } from '../i18n/t';
import { pageAfterRemoval } from '../property/format';
import { Pagination } from '../property/Pagination';
import { LoadFailed } from '../property/States';
import { useLoad, type Loaded } from '../property/useLoad';
import { RideCard } from './RideCard';
import { LoadingCard, StateCard } from '../ui/StateCard';

const OPEN: readonly Ride['status'][] = OpenRideStatuses;

/** Whether a ride in `status` belongs to the upcoming list (open) or the previous one (finished). */
export const inScope = (scope: RideScope, status: Ride['status']) => (scope === 'upcoming') === OPEN.includes(status);

export interface RideListState {
  rides: Loaded<RideListAnswer>;
  changed(ride: Ride): void;
}

/** Load one page of visits and keep it right after moves. `heading` gets the focus when a card leaves under it. */
export function useRideList(query: { scope: RideScope; as: RideSide; page: number }, urlFor: (page: number) => string, heading: RefObject<HTMLElement | null>): RideListState {
  const { scope, as, page } = query;
  const navigate = useNavigate();
  const rides = useLoad((signal) => fetchRides({ scope, as, page }, signal), [scope, as, page]);
  const moved = useRef(false);

  function changed(ride: Ride) {
    const stays = inScope(scope, ride.status);
    rides.setData(
      (current) =>
        current && {
          ...current,
          items: stays ? current.items.map((item) => (item.id === ride.id ? ride : item)) : current.items.filter((item) => item.id !== ride.id),
        },
    );
    moved.current = true;
    rides.reload();
    if (!stays) {
      // Its buttons went with it: keep the keyboard on the page, not lost on <body>.
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
      });
    }
  }

  const data = rides.data;
  // The last visit of a page moved away: show the page before rather than "no visits on page N".
  useEffect(() => {
    if (!moved.current || rides.loading || !data) return;
    moved.current = false;
    const next = pageAfterRemoval(page, data.items.length, data.meta.total_pages);
    if (next !== page) navigate(urlFor(next), { replace: true });
  }, [data, rides.loading]);

  return { rides, changed };
}

interface RideListProps {
  state: RideListState;
  viewer: 'rider' | 'tenant';
  page: number;
  urlFor(page: number): string;
  empty: string;
  /** Under the empty message (e.g. "Browse homes"). */
  emptyAction?: { to: string; label: string };
  failed: string;
  /** Card titles' heading level. */
  level?: 2 | 3;
}

export function RideList({ state, viewer, page, urlFor, empty, emptyAction, failed, level }: RideListProps) {
  const { rides, changed } = state;
  const data = rides.data;
  if (rides.error) return <LoadFailed title={failed} message={rides.error.message} onRetry={rides.reload} />;
  if (!data || (data.items.length === 0 && rides.loading)) return <LoadingCard />;
  if (data.items.length === 0 && page > 1) {
    // A page past the end (an old link, or its last visit moved): not "no visits".
    return (
      <StateCard testId="rides-past-end" title={t('rides.pastEnd', { page })} link={{ to: urlFor(1), label: t('listing.firstPage') }} />
    );
  }
  if (data.items.length === 0) {
    return (
      <StateCard testId="rides-empty" title={empty} link={emptyAction} />
    );
  }
  return (
    <>
      <ul className={`ride-list${rides.loading ? ' listing-grid--stale' : ''}`} data-testid="ride-list">
        {data.items.map((ride) => (
          <RideCard key={ride.id} ride={ride} viewer={viewer} onChanged={changed} level={level} />
        ))}
      </ul>
      <Pagination page={page} totalPages={data.meta.total_pages} hrefFor={urlFor} testId="rides-pagination" />
    </>
  );
}
