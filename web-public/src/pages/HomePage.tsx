import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { request } from '../api/client';
import type { Listing } from '../api/properties';
import { showsPostProperty } from '../auth/roles';
import { useAuth } from '../auth/AuthContext';
import { usePostProperty } from '../auth/usePostProperty';
import { useCallbackRequest } from '../callback/CallbackContext';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import { t } from '../i18n/t';
import { Icon, type IconName } from '../ui/Icon';
import { CITIES, type City } from '../property/cities';
import { PROPERTY_SEARCH_MAX_LENGTH } from '../../../adapters/http/contract/rules';
import { usePageTitle } from '../ui/usePageTitle';
import { listingUrl, newestPath, seeAllUrl } from '../home/links';
import { clearHomeSeed, readHomeSeed, type Newest } from '../home/seed';

// The strip's cards come with the listing code: a chunk of their own, fetched while the homes load.
const loadNewestStrip = () => import('../property/NewestStrip');
const NewestStrip = lazy(loadNewestStrip);

const FEATURES: { icon: IconName; title: MessageKey; body: MessageKey }[] = [
  { icon: 'shield', title: 'home.feature.verified.title', body: 'home.feature.verified.body' },
  { icon: 'video', title: 'home.feature.tours.title', body: 'home.feature.tours.body' },
  { icon: 'bike', title: 'home.feature.riders.title', body: 'home.feature.riders.body' },
];

const STEPS: { title: MessageKey; body: MessageKey }[] = [
  { title: 'home.step1.title', body: 'home.step1' },
  { title: 'home.step2.title', body: 'home.step2' },
  { title: 'home.step3.title', body: 'home.step3' },
];

/**
 * GET /properties/list for the newest verified homes of `city` (the client alone: no catalogue code on this route).
 * `initial` is what the prerendered home already loaded (see home/seed.ts): shown at once and not asked again.
 */
function useNewest(city: City, userId: string | undefined, initial: Newest | null): Newest | null {
  const [newest, setNewest] = useState<Newest | null>(initial);
  // Whom and where the strip was loaded for (the island loads it signed out).
  const loadedFor = useRef(initial ? `${initial.city}|` : null);
  useEffect(() => {
    const key = `${city}|${userId ?? ''}`;
    if (loadedFor.current === key) return;
    const controller = new AbortController();
    loadNewestStrip().catch(() => undefined);
    request<Listing[]>('GET', newestPath(city), { auth: true, signal: controller.signal }).then(
      (answer) => {
        loadedFor.current = key;
        setNewest({ city, listings: answer.data ?? [] });
      },
      () => !controller.signal.aborted && setNewest({ city, failed: true }),
    );
    return () => controller.abort();
  }, [city, userId]);
  return newest;
}

export default function HomePage() {
  usePageTitle();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openCallback } = useCallbackRequest();
  const postProperty = usePostProperty();
  // Booted over the prerendered home: carry on with what the visitor already chose and saw.
  const [seed] = useState(readHomeSeed);
  useEffect(clearHomeSeed, []);
  const [city, setCity] = useState<City>(seed?.city ?? CITIES[0]);
  const [text, setText] = useState(seed?.text ?? '');
  const seededNewest = seed?.newest && seed.newest.city === seed.city && !('failed' in seed.newest) ? seed.newest : null;
  const newest = useNewest(city, user?.id, seededNewest);
  const cityLabel = t(`city.${city}`);

  function search(event: FormEvent) {
    event.preventDefault();
    navigate(listingUrl(city, text));
  }

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title" className="hero__title">
            {t('home.title')}
          </h1>
          <p className="hero__subtitle">{t('home.subtitle')}</p>
          <form className="hero__search" onSubmit={search} role="search">
            <label className="hero__search-label" htmlFor="home-city">
              {t('home.searchLabel')}
            </label>
            <select id="home-city" className="hero__select" value={city} onChange={(e) => setCity(e.target.value as City)} data-testid="home-city">
              {CITIES.map((slug) => (
                <option key={slug} value={slug}>
                  {t(`city.${slug}`)}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor="home-search">
              {t('home.searchText')}
            </label>
            <input
              id="home-search"
              type="search"
              className="hero__input"
              placeholder={t('home.searchPlaceholder')}
              value={text}
              maxLength={PROPERTY_SEARCH_MAX_LENGTH}
              enterKeyHint="search"
              onChange={(e) => setText(e.target.value)}
              data-testid="home-search-input"
            />
            <button type="submit" className="button button--accent hero__submit" data-testid="home-search-button">
              <Icon name="search" size={18} />
              {t('home.search')}
            </button>
          </form>
          <p className="hero__note">{t('home.moreCities')}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="newest-title">
        <div className="section__bar">
          <h2 id="newest-title" className="section__title section__title--left">
            {t('home.newest', { city: cityLabel })}
          </h2>
          <Link className="button button--ghost" to={seeAllUrl(city)} data-testid="home-see-all">
            {t('home.seeAll')}
          </Link>
        </div>
        {newest?.city !== city ? (
          <StripSkeleton />
        ) : 'failed' in newest ? (
          <p className="muted">{t('home.newestFailed')}</p>
        ) : newest.listings.length === 0 ? (
          <p className="muted" data-testid="home-newest-empty">
            {t('home.newestEmpty', { city: cityLabel })}
          </p>
        ) : (
          <Suspense fallback={<StripSkeleton />}>
            <NewestStrip listings={newest.listings} />
          </Suspense>
        )}
      </section>

      <TitledSection id="why-title" title={t('home.why')}>
        <ul className="features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card feature">
              <span className="feature__icon">
                <Icon name={feature.icon} size={28} />
              </span>
              <h3 className="feature__title">{t(feature.title)}</h3>
              <p>{t(feature.body)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="how-title" title={t('home.how')} tinted>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item">
              <strong className="steps__title">{t(step.title)}</strong>
              {t(step.body)}
            </li>
          ))}
        </ol>
      </TitledSection>

      <section className="section promo-grid">
        {showsPostProperty(user) && (
          <Promo title={t('home.owner.title')} body={t('home.owner.body')}>
            <button type="button" className="button button--primary" onClick={postProperty} data-testid="home-post-property">
              {t('home.owner.cta')}
            </button>
          </Promo>
        )}
        <Promo title={t('home.help.title')} body={t('home.help.body')}>
          <button type="button" className="button button--primary" onClick={() => openCallback({ type: 'TENANT' })} data-testid="home-callback">
            {t('common.scheduleCallback')}
          </button>
        </Promo>
        <Promo title={t('home.rider.title')} body={t('home.rider.body')}>
          <Link className="button button--outline" to="/rider/become-our-rider">
            {t('home.rider.cta')}
          </Link>
        </Promo>
      </section>
    </div>
  );
}

/** Grey boxes of the strip's height, so the page does not jump when the homes arrive. */
function StripSkeleton() {
  return (
    <ul className="strip" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="strip__item">
          <div className="listing-card listing-card--skeleton">
            <div className="cover cover--empty" />
            <div className="listing-card__body" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A home page section under its own centred heading, which names it. */
function TitledSection({ id, title, tinted = false, children }: { id: string; title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One card of the closing row: a heading, a line, and what to do. */
function Promo({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <div className="card promo">
      <h2 className="promo__title">{title}</h2>
      <p>{body}</p>
      {children}
    </div>
  );
}
