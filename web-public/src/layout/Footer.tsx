import { Link } from 'react-router-dom';
import { telLink, useConfig } from '../api/config';
import { usePostProperty, ADD_PROPERTY_PATH } from '../auth/usePostProperty';
import { t } from '../i18n/t';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The services; those without an address are coming soon. The rent trends, the guides, the rent receipt generator
 * and the help page are pages the server draws (/rent-trends/patna, /guides, /rent-receipt, /help; no script needed): plain links that leave the app, in
 * the site's language (the `lang` cookie).
 */
const SERVICES: { key: MessageKey; href?: string; testId?: string }[] = [
  { key: 'footer.service.priceTrends', href: '/rent-trends/patna', testId: 'footer-price-trends' },
  { key: 'footer.service.articles', href: '/guides', testId: 'footer-guides' },
  { key: 'footer.service.rentReceipt', href: '/rent-receipt', testId: 'footer-rent-receipt' },
  { key: 'footer.service.customerService', href: '/help', testId: 'footer-help' },
];

/** Company pages on social networks (not in GET /config yet); `mark` is the letters shown as the logo. */
const SOCIAL: { href: string; label: MessageKey; mark: string }[] = [
  { href: 'https://www.facebook.com/gharsetu', label: 'social.facebook', mark: 'f' },
  { href: 'https://www.instagram.com/gharsetu', label: 'social.instagram', mark: 'IG' },
  { href: 'https://x.com/gharsetu', label: 'social.x', mark: 'X' },
  { href: 'https://www.youtube.com/@gharsetu', label: 'social.youtube', mark: 'YT' },
  { href: 'https://www.linkedin.com/company/gharsetu', label: 'social.linkedin', mark: 'in' },
];

export function Footer() {
  const config = useConfig();
  const postProperty = usePostProperty('toast.loginFirstToCreateProperty');

  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__grid">
        <section className="footer__brand">
          <p className="footer__name">{t('app.name')}</p>
          <p className="footer__tagline">{t('footer.tagline')}</p>
          <h2 className="footer__heading">{t('footer.follow')}</h2>
          <ul className="footer__social">
            {SOCIAL.map((item) => (
              <li key={item.href}>
                {/* The mark is the network's logo, drawn by CSS from data-mark (an icon, not a text label), so the
                    link's name is its aria-label alone and no visible word is missing from it. */}
                <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={t(item.label)} title={t(item.label)} data-mark={item.mark} />
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h2 className="footer__heading">{t('footer.services')}</h2>
          <ul className="footer__list">
            {SERVICES.map(({ key, href, testId }) => (
              <li key={key}>
                {href ? (
                  <a href={href} data-testid={testId}>
                    {t(key)}
                  </a>
                ) : (
                  <>
                    {t(key)} <span className="tag">{t('common.comingSoonTag')}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h2 className="footer__heading">{t('footer.company')}</h2>
          <ul className="footer__list">
            <li>
              <Link to="/about-us">{t('footer.about')}</Link>
            </li>
            <li>
              <a
                href={ADD_PROPERTY_PATH}
                onClick={(event) => {
                  event.preventDefault();
                  postProperty();
                }}
                data-testid="footer-post-property"
              >
                {t('footer.postProperty')}
              </a>
            </li>
            <li>
              <Link to="/rider/become-our-rider">{t('footer.becomeRider')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms-condition">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy#grievance-officer" data-testid="footer-grievance">
                {t('footer.grievance')}
              </Link>
            </li>
          </ul>
        </section>

        <section>
          <h2 className="footer__heading">{t('footer.contact')}</h2>
          <address className="footer__contact">
            <p>
              <span className="footer__key">{t('footer.address')}: </span>
              <span data-testid="company-address">{config?.company_address}</span>
            </p>
            <p>
              <span className="footer__key">{t('footer.email')}: </span>
              {config && <a href={`mailto:${config.support_email}`}>{config.support_email}</a>}
            </p>
            <p>
              <span className="footer__key">{t('footer.supportPhone')}: </span>
              {config && (
                <a href={telLink(config.support_phone)} data-testid="support-phone">
                  {config.support_phone}
                </a>
              )}
            </p>
            <p>{t('footer.workingHours')}</p>
          </address>
        </section>
      </div>
      <LanguageSwitch place="footer" />
      <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
