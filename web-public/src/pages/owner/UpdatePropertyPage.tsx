import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function UpdatePropertyPage() {
  return <ComingSoon title={t('owner.update.title')} callback={{ type: 'OWNER' }} />;
}
