/** /rider/preview-property?id=...: a home the rider posted for an owner, in any state, with its status banner. */
import { useSearchParams } from 'react-router-dom';
import { PropertyPreview } from '../../property/PropertyPreview';

export default function RiderPreviewPropertyPage() {
  return <PropertyPreview id={useSearchParams()[0].get('id') ?? ''} area="rider" />;
}
