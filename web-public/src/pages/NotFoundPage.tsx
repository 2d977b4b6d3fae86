import { Link } from 'react-router-dom';
import { t } from '../i18n/t';
import { usePageTitle } from '../ui/usePageTitle';

export default function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <section className="page page--narrow not-found" aria-labelledby="page-title" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className="page__title">
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
