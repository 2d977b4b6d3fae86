/** A page's title: in the browser tab, and as the heading that names the page. */
import { useEffect, type ReactNode } from 'react';
import { activeLanguage, t } from '../i18n/t';

/** "<page> | GharSetu" in the browser tab; without a page, the home title (which names Patna). In the page's language. */
export function usePageTitle(page?: string): void {
  const language = activeLanguage();
  useEffect(() => {
    document.title = page ? t('title.page', { page }) : t('title.home');
  }, [page, language]);
}

/** A page named by its heading: the `page-title` heading first (what the page's skip link and focus look for), then the page. */
export function TitledPage({
  className,
  title,
  testId,
  article = false,
  children,
}: {
  /** The page's classes (`page`, `page page--narrow`, ...). */
  className: string;
  title: ReactNode;
  testId?: string;
  /** An `<article>` instead of a `<section>`. */
  article?: boolean;
  children: ReactNode;
}) {
  const Tag = article ? 'article' : 'section';
  return (
    <Tag className={className} aria-labelledby="page-title" data-testid={testId}>
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {children}
    </Tag>
  );
}
