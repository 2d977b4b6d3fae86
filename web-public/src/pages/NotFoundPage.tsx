import { Link } from 'react-router-dom';
import { t } from '../i18n/t';
import { MessagePage } from '../ui/MessagePage';
import { usePageTitle } from '../ui/usePageTitle';

export default function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <MessagePage testId="not-found" notFound title={t('notFound.title')} body={t('notFound.body')}>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </MessagePage>
  );
}
