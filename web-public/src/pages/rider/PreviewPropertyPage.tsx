import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function RiderPreviewPropertyPage() {
  return <ComingSoon title={t('preview.title')} />;
}
