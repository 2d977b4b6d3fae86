import { about } from '../i18n/en.documents';
import { DocumentPage } from '../ui/DocumentPage';

export default function AboutPage() {
  return <DocumentPage name="about" english={about} />;
}
