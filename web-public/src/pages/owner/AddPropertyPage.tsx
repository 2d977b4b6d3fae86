import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function AddPropertyPage() {
  return <ComingSoon title={t('owner.add.title')} body={t('owner.add.body')} callback={{ type: 'OWNER' }} />;
}
