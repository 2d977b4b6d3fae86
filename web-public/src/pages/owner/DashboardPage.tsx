import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function DashboardPage() {
  return <ComingSoon title={t('owner.dashboard.title')} body={t('owner.dashboard.body')} callback={{ type: 'OWNER' }} />;
}
