import { t } from '../i18n/t';
import { ComingSoon } from '../ui/ComingSoon';

export default function WishlistPage() {
  return <ComingSoon title={t('wishlist.title')} headline={t('wishlist.soon')} body={t('wishlist.body')} />;
}
