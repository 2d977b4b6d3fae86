/**
 * The language switch, in the navbar and the footer: links to the same page in the other language
 * (`?lang=hi` / `?lang=en`, each with `hreflang` and `lang`, labelled in its own script: "English", "हिन्दी"),
 * so it works as a plain link on the server-rendered pages before any script, and search engines find both
 * languages. In the app a click switches in place (i18n/language.ts `chooseLanguage`: remembered in the `lang`
 * cookie, and on the account when signed in) and takes `?lang=` out of the address (the cookie says it now).
 * On the server-rendered and prerendered pages the islands remember the choice and let the link load the page.
 */
import { Fragment, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, withLanguageParam, type Language } from '../../../adapters/http/contract/language-cookie';
import { useAuth } from '../auth/AuthContext';
import { isPlainClick, LANGUAGE_NAMES } from '../i18n/choice';
import { chooseLanguage } from '../i18n/language';
import { activeLanguage, t } from '../i18n/t';

/**
 * The navbar's label on a phone (up to 540 px): the first syllable of the name, in its own script ("हि", not the
 * abbreviation "हिं": the accessible name, the whole word, then starts with what is shown, so voice control finds it).
 */
const SHORT_NAMES: Record<Language, string> = { en: 'En', hi: 'हि' };

export function LanguageSwitch({ place }: { place: 'navbar' | 'footer' }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const current = activeLanguage();

  function choose(event: MouseEvent<HTMLAnchorElement>, language: Language) {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    chooseLanguage(language, { signedIn: user !== null }).then(
      () => {
        const rest = withLanguageParam(`${pathname}${search}`, null);
        if (rest !== `${pathname}${search}`) navigate(`${rest}${hash}`, { replace: true });
      },
      // The catalogue did not arrive: the link does its plain job (the page loaded in that language).
      () => location.assign(href),
    );
  }

  const link = (language: Language, short = false) => (
    <a
      href={withLanguageParam(`${pathname}${search}`, language)}
      hrefLang={language}
      lang={language}
      className={`language-switch__link${language === current ? ' language-switch__link--current' : ''}`}
      aria-current={language === current ? 'true' : undefined}
      data-language={language}
      data-testid={`${place}-language-${language}`}
      onClick={(event) => choose(event, language)}
    >
      {short ? (
        // On a phone the navbar shows "हि" / "En" (its name stays the whole word, which starts with what is shown).
        <>
          <span className="language-switch__full">{LANGUAGE_NAMES[language]}</span>
          <span className="language-switch__short" aria-hidden="true">
            {SHORT_NAMES[language]}
          </span>
        </>
      ) : (
        LANGUAGE_NAMES[language]
      )}
    </a>
  );

  if (place === 'navbar') {
    // One link, to the other language: the navbar is narrow on a phone.
    const other = LANGUAGES.find((language) => language !== current) ?? 'en';
    return (
      <span className="language-switch language-switch--navbar" title={t('language.switch')}>
        {link(other, true)}
      </span>
    );
  }
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')} data-testid="footer-language">
      <span className="footer__key" aria-hidden="true">
        {t('language.label')}:{' '}
      </span>
      {LANGUAGES.map((language, i) => (
        <Fragment key={language}>
          {i > 0 && ' · '}
          {link(language)}
        </Fragment>
      ))}
    </div>
  );
}
