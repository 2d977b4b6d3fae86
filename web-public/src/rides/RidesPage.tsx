/**
 * /rider/upcoming-rides and /rider/previous-rides: the rider's visits (GET /rides?as=rider), 10 a page, the page
 * in the URL. Upcoming soonest first with the moves each allows; previous newest first.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RideScope } from '../api/rides';
import { t } from '../i18n/t';
import { pageParam } from '../property/format';
import { usePageTitle } from '../ui/usePageTitle';
import { RideList, useRideList } from './RideList';

const urlFor = (page: number) => (page > 1 ? `?page=${page}` : '?');

export function RidesPage({ scope }: { scope: RideScope }) {
  const title = scope === 'upcoming' ? t('rider.upcoming.title') : t('rider.previous.title');
  usePageTitle(title);
  const page = pageParam(useSearchParams()[0].get('page'));
  const heading = useRef<HTMLHeadingElement>(null);
  const state = useRideList({ scope, as: 'rider', page }, urlFor, heading);

  return (
    <section className="page rides-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {scope === 'upcoming' && <p className="muted rides-page__intro">{t('rider.upcoming.intro')}</p>}
      <RideList
        state={state}
        viewer="rider"
        page={page}
        urlFor={urlFor}
        empty={scope === 'upcoming' ? t('rides.emptyUpcoming') : t('rides.emptyPrevious')}
        failed={t('rides.loadFailed')}
      />
    </section>
  );
}
