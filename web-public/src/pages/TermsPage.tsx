import { terms } from '../i18n/en.documents';
import { DocumentPage } from '../ui/DocumentPage';

export default function TermsPage() {
  return <DocumentPage name="terms" english={terms} />;
}
