import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showsPostProperty } from '../auth/roles';
import { useAuth } from '../auth/AuthContext';
import { usePostProperty } from '../auth/usePostProperty';
import { useCallbackRequest } from '../callback/CallbackContext';
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/t';
import { Icon, type IconName } from '../ui/Icon';
import { usePageTitle } from '../ui/usePageTitle';

const CITIES: { slug: string; name: MessageKey }[] = [{ slug: 'patna', name: 'home.cityPatna' }];

const FEATURES: { icon: IconName; title: MessageKey; body: MessageKey }[] = [
  { icon: 'shield', title: 'home.feature.verified.title', body: 'home.feature.verified.body' },
  { icon: 'video', title: 'home.feature.tours.title', body: 'home.feature.tours.body' },
  { icon: 'bike', title: 'home.feature.riders.title', body: 'home.feature.riders.body' },
];

const STEPS: MessageKey[] = ['home.step1', 'home.step2', 'home.step3'];

export default function HomePage() {
  usePageTitle();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openCallback } = useCallbackRequest();
  const postProperty = usePostProperty();
  const [city, setCity] = useState(CITIES[0].slug);

  function search(event: FormEvent) {
    event.preventDefault();
    navigate(`/tenant/${city}/property-listing`);
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
            <select id="home-city" className="hero__select" value={city} onChange={(e) => setCity(e.target.value)}>
              {CITIES.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {t(option.name)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--accent hero__submit" data-testid="home-search-button">
              <Icon name="search" size={18} />
              {t('home.search')}
            </button>
          </form>
          <p className="hero__note">{t('home.moreCities')}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title" className="section__title">
          {t('home.why')}
        </h2>
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
      </section>

      <section className="section section--tinted" aria-labelledby="how-title">
        <h2 id="how-title" className="section__title">
          {t('home.how')}
        </h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step} className="steps__item">
              {t(step)}
            </li>
          ))}
        </ol>
      </section>

      <section className="section promo-grid">
        {showsPostProperty(user) && (
          <div className="card promo">
            <h2 className="promo__title">{t('home.owner.title')}</h2>
            <p>{t('home.owner.body')}</p>
            <button type="button" className="button button--primary" onClick={postProperty} data-testid="home-post-property">
              {t('home.owner.cta')}
            </button>
          </div>
        )}
        <div className="card promo">
          <h2 className="promo__title">{t('home.help.title')}</h2>
          <p>{t('home.help.body')}</p>
          <button type="button" className="button button--primary" onClick={() => openCallback({ type: 'TENANT' })} data-testid="home-callback">
            {t('common.scheduleCallback')}
          </button>
        </div>
        <div className="card promo">
          <h2 className="promo__title">{t('home.rider.title')}</h2>
          <p>{t('home.rider.body')}</p>
          <Link className="button button--outline" to="/rider/become-our-rider">
            {t('home.rider.cta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
