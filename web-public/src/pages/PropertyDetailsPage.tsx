import { useParams } from 'react-router-dom';
import { t } from '../i18n/t';
import { ComingSoon } from '../ui/ComingSoon';

export default function PropertyDetailsPage() {
  const { id = '' } = useParams();
  // The catalogue is not live, so no property exists yet to raise a PROPERTY lead against: the id goes in the note.
  return (
    <ComingSoon
      title={t('details.title')}
      headline={t('details.soon')}
      body={t('details.body')}
      callback={{ type: 'TENANT', description: t('details.callbackDescription', { id }) }}
    />
  );
}
