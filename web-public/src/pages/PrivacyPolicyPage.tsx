import { privacy } from '../../../domain/shared/catalogue/site/en.documents';
import { DocumentPage } from '../ui/DocumentPage';

export default function PrivacyPolicyPage() {
  return <DocumentPage name="privacy" english={privacy} />;
}
