import { useParams } from 'react-router-dom';
import { t } from '../i18n/t';
import { ComingSoon } from '../ui/ComingSoon';

/** "patna" → "Patna", "bodh-gaya" → "Bodh Gaya". */
function cityName(slug = 'patna'): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export default function PropertyListingPage() {
  const city = cityName(useParams().city);
  return (
    <ComingSoon
      title={t('listing.title', { city })}
      headline={t('listing.soon', { city })}
      body={t('listing.body', { city })}
      callback={{ type: 'TENANT' }}
    />
  );
}
