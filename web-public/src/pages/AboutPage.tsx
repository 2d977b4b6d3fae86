import { about } from '../../../domain/shared/catalogue/site/en.documents';
import { DocumentPage } from '../ui/DocumentPage';

export default function AboutPage() {
  return <DocumentPage name="about" english={about} />;
}
