/** The shared preview route /preview/preview-property/:id: any state, for the signed-in owner or an admin. */
import { useParams } from 'react-router-dom';
import { PropertyPreview } from '../property/PropertyPreview';

export default function PreviewPropertyPage() {
  return <PropertyPreview id={useParams().id ?? ''} />;
}
