/**
 * "Your visits" on /tenant/profile: the visits the signed-in person booked (GET /rides?as=tenant), upcoming or
 * previous (tabs in the URL: `?visits=previous&visits_page=2#visits`), with their rider, history, report and a
 * Cancel (with a reason) where the server allows it. `/tenant/profile#visits` (the link after booking) scrolls here.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { RideScope } from '../api/rides';
import { t } from '../i18n/t';
import { listingPath, pageParam } from '../property/format';
import { RideList, useRideList } from './RideList';

const SCOPES: RideScope[] = ['upcoming', 'previous'];

function visitsUrl(scope: RideScope, page = 1): string {
  const query = new URLSearchParams();
  if (scope === 'previous') query.set('visits', 'previous');
  if (page > 1) query.set('visits_page', String(page));
  const text = query.toString();
  return `${text ? `?${text}` : '?'}#visits`;
}

export function YourVisits() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const scope: RideScope = params.get('visits') === 'previous' ? 'previous' : 'upcoming';
  const page = pageParam(params.get('visits_page'));
  const heading = useRef<HTMLHeadingElement>(null);
  const urlFor = (n: number) => visitsUrl(scope, n);
  const state = useRideList({ scope, as: 'tenant', page }, urlFor, heading);
  const arrived = Boolean(state.rides.data || state.rides.error);
  const scrolled = useRef(false);

  // Come here from "See your visits": once the list is drawn (after the layout's scroll to the top).
  useEffect(() => {
    if (hash !== '#visits' || !arrived || scrolled.current) return;
    scrolled.current = true;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash, arrived]);

  return (
    <section className="visits" id="visits" aria-labelledby="visits-title" data-testid="your-visits">
      <h2 id="visits-title" className="visits__title" ref={heading} tabIndex={-1}>
        {t('visits.title')}
      </h2>
      <nav className="segmented visits__tabs" aria-label={t('visits.tabs')}>
        {SCOPES.map((option) => (
          <Link
            key={option}
            className="segmented__option"
            to={visitsUrl(option)}
            replace
            preventScrollReset
            aria-current={option === scope ? 'true' : undefined}
            data-testid={`visits-tab-${option}`}
          >
            {option === 'upcoming' ? t('visits.upcoming') : t('visits.previous')}
          </Link>
        ))}
      </nav>
      <RideList
        state={state}
        viewer="tenant"
        page={page}
        urlFor={urlFor}
        empty={scope === 'upcoming' ? t('visits.emptyUpcoming') : t('visits.emptyPrevious')}
        emptyAction={scope === 'upcoming' ? { to: listingPath('patna'), label: t('visits.browse') } : undefined}
        failed={t('visits.loadFailed')}
        level={3}
      />
    </section>
  );
}
