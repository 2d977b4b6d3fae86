/**
 * /rider/add-property: a rider posts a home for its owner. The owner's form, with an "Owner" step first: the
 * owner's phone (names for a new person) and the code the owner receives by SMS (docs/contexts/riders.md).
 */
import { t } from '../../i18n/t';
import { usePageTitle } from '../../ui/usePageTitle';
import { PropertyForm } from '../owner/PropertyForm';

export default function RiderAddPropertyPage() {
  usePageTitle(t('rider.add.title'));
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('rider.add.title')}
      </h1>
      <p className="muted">{t('rider.add.intro')}</p>
      <PropertyForm area="rider" forOwner />
    </section>
  );
}
