/** /owner/add-property: the stepped form, creating a draft. */
import { t } from '../../i18n/t';
import { usePageTitle } from '../../ui/usePageTitle';
import { PropertyForm } from './PropertyForm';

export default function AddPropertyPage() {
  usePageTitle(t('owner.add.title'));
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('owner.add.title')}
      </h1>
      <PropertyForm />
    </section>
  );
}
