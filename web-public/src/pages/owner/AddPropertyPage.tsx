/** /owner/add-property: the stepped form, creating a draft. */
import { t } from '../../i18n/t';
import { TitledPage, usePageTitle } from '../../ui/usePageTitle';
import { PropertyForm } from './PropertyForm';

export default function AddPropertyPage() {
  usePageTitle(t('owner.add.title'));
  return (
    <TitledPage className="page page--narrow" title={t('owner.add.title')}>
      <PropertyForm />
    </TitledPage>
  );
}
