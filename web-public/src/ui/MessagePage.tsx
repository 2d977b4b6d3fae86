import type { ReactNode } from 'react';

/**
 * A page that only says something (a page or listing that does not exist, a listing under review): a big "404"
 * when `notFound`, the title as the page's heading, a line of text, and where to go from here.
 */
export function MessagePage({
  testId,
  notFound = false,
  title,
  body,
  children,
}: {
  testId: string;
  notFound?: boolean;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow not-found" aria-labelledby="page-title" data-testid={testId}>
      {notFound && (
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
      )}
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p>{body}</p>
      {children}
    </section>
  );
}
