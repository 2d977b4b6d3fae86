import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function UpcomingRidesPage() {
  return <ComingSoon title={t('rider.upcoming.title')} body={t('rider.upcoming.body')} />;
}
