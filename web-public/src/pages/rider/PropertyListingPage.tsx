import { t } from '../../i18n/t';
import { ComingSoon } from '../../ui/ComingSoon';

export default function RiderPropertyListingPage() {
  return <ComingSoon title={t('rider.listing.title')} body={t('rider.listing.body')} />;
}
