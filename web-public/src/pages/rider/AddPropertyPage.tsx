/**
 * /rider/add-property: a rider posts a home for its owner. The owner's form, with an "Owner" step first: the
 * owner's phone (names for a new person) and the code the owner receives by SMS (docs/contexts/riders.md).
 */
import { t } from '../../i18n/t';
import { TitledPage, usePageTitle } from '../../ui/usePageTitle';
import { PropertyForm } from '../owner/PropertyForm';

export default function RiderAddPropertyPage() {
  usePageTitle(t('rider.add.title'));
  return (
    <TitledPage className="page page--narrow" title={t('rider.add.title')}>
      <p className="muted">{t('rider.add.intro')}</p>
      <PropertyForm area="rider" forOwner />
    </TitledPage>
  );
}
