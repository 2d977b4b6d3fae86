import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function RiderAddPropertyPage() {
  return <ComingSoon title={t('rider.add.title')} />;
}
