import { terms } from '../../../domain/shared/catalogue/site/en.documents';
import { DocumentPage } from '../ui/DocumentPage';

export default function TermsPage() {
  return <DocumentPage name="terms" english={terms} />;
}
