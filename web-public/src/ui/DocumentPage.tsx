/** Renders an About / Privacy / Terms document from en.documents.ts. */
import type { PageDocument } from '../i18n/en.documents';
import { t } from '../i18n/t';
import { usePageTitle } from './usePageTitle';

const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function DocumentPage({ document: doc }: { document: PageDocument }) {
  usePageTitle(doc.title);
  return (
    <article className="page page--narrow document" aria-labelledby="page-title">
      <header className="document__header">
        <h1 id="page-title" className="page__title">
          {doc.title}
        </h1>
        {doc.updated && <p className="muted">{t('legal.updated', { date: doc.updated })}</p>}
        <p className="document__intro">{doc.intro}</p>
      </header>
      {doc.updated && (
        <nav className="document__toc" aria-label={t('legal.contents')}>
          <h2 className="document__toc-title">{t('legal.contents')}</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((section) => (
        <section key={section.heading} id={anchor(section.heading)} className="document__section">
          <h2>{section.heading}</h2>
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </section>
      ))}
    </article>
  );
}
