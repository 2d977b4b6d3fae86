import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function PreviousRidesPage() {
  return <ComingSoon title={t('rider.previous.title')} body={t('rider.previous.body')} />;
}
