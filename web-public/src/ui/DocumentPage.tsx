/**
 * Renders an About / Privacy / Terms document: en.documents.ts, or in Hindi hi.documents.ts (its own chunk,
 * downloaded only for a Hindi reader; the legal ones say that the English text applies).
 */
import { use, useEffect } from 'react';
import type { PageDocument } from '../../../domain/shared/catalogue/site/en.documents';
import { activeLanguage, t } from '../i18n/t';
import { usePageTitle } from './usePageTitle';
import { telLink, useConfig } from '../api/config';

export type DocumentName = 'about' | 'privacy' | 'terms';

/**
 * The Hindi documents, downloaded once; null when they did not arrive: the English one is shown then. A failed
 * download is kept while the page shows (drawing it again must not start it again, which would suspend it again
 * and again); leaving the page lets the next visit try again.
 */
let hindi: Promise<typeof import('../../../domain/shared/catalogue/site/hi.documents') | null> | null = null;
const hindiDocuments = () => (hindi ??= import('../../../domain/shared/catalogue/site/hi.documents').catch(() => null));

/** A heading's anchor ("The data we keep" → the-data-we-keep); a heading in Devanagari is numbered (section-3). */
const anchor = (heading: string, index: number, id?: string) => id ?? (heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `section-${index + 1}`);

export function DocumentPage({ name, english }: { name: DocumentName; english: PageDocument }) {
  const inHindi = activeLanguage() === 'hi';
  const doc = (inHindi ? use(hindiDocuments())?.[name] : null) ?? english;
  // The English text on a Hindi page: said so to screen readers (and the download tried again next time).
  const fellBack = inHindi && doc === english;
  useEffect(
    () => () => {
      if (fellBack) hindi = null;
    },
    [fellBack],
  );
  usePageTitle(doc.title);
  const config = useConfig();
  return (
    <article className="page page--narrow document" aria-labelledby="page-title" lang={fellBack ? 'en' : undefined}>
      <header className="document__header">
        <h1 id="page-title" className="page__title">
          {doc.title}
        </h1>
        {doc.updated && <p className="muted">{t('legal.updated', { date: doc.updated })}</p>}
        {inHindi && doc.updated && doc !== english && (
          <p className="document__note" data-testid="translation-note">
            {t('legal.translationNote')}
          </p>
        )}
        <p className="document__intro">{doc.intro}</p>
      </header>
      {doc.updated && (
        <nav className="document__toc" aria-label={t('legal.contents')}>
          <h2 className="document__toc-title">{t('legal.contents')}</h2>
          <ol>
            {doc.sections.map((section, i) => (
              <li key={section.heading}>
                <a href={`#${anchor(section.heading, i, section.id)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((section, i) => (
        <section key={section.heading} id={anchor(section.heading, i, section.id)} className="document__section">
          <h2>{section.heading}</h2>
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {section.contact === 'grievance' && config && (
            <address className="document__contact" data-testid="grievance-contact">
              {config.grievance_officer}
              <br />
              <a href={`mailto:${config.grievance_email}`}>{config.grievance_email}</a>
              <br />
              <a href={telLink(config.support_phone)}>{config.support_phone}</a>
            </address>
          )}
        </section>
      ))}
    </article>
  );
}
