import type { ReactNode } from 'react';

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
