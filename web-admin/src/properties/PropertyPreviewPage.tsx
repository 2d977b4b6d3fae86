import { useParams } from 'react-router-dom';
import { PropertyShowView } from './PropertyShow';

/** /admin/preview-property/:id (linked from leads): the listing's record page. */
export const PropertyPreviewPage = () => {
  const { id } = useParams();
  return id ? <PropertyShowView id={id} /> : null;
};
