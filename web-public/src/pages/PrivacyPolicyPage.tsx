import { privacy } from '../i18n/en.documents';
import { DocumentPage } from '../ui/DocumentPage';

export default function PrivacyPolicyPage() {
  return <DocumentPage name="privacy" english={privacy} />;
}
