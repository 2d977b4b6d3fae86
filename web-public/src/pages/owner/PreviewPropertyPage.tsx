import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function OwnerPreviewPropertyPage() {
  return <ComingSoon title={t('preview.title')} callback={{ type: 'OWNER' }} />;
}
