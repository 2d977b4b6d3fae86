import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function YourPropertyPage() {
  return <ComingSoon title={t('owner.yours.title')} body={t('owner.yours.body')} callback={{ type: 'OWNER' }} />;
}
