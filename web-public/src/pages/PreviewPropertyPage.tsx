import { t } from '../i18n/t';
import { ComingSoon } from '../ui/ComingSoon';

/** The shared preview route /preview/preview-property/:id. */
export default function PreviewPropertyPage() {
  return <ComingSoon title={t('preview.title')} headline={t('preview.soon')} />;
}
