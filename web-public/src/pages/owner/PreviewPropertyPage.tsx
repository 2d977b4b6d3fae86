/** /owner/preview-property/:id: the owner's own listing in any state, with its status banner. */
import { useParams } from 'react-router-dom';
import { PropertyPreview } from '../../property/PropertyPreview';

export default function OwnerPreviewPropertyPage() {
  return <PropertyPreview id={useParams().id ?? ''} />;
}
