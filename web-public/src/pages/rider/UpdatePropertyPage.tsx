import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function RiderUpdatePropertyPage() {
  return <ComingSoon title={t('rider.update.title')} />;
}
