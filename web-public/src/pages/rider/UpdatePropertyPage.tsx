/** /rider/update-property?id=...: a rider updates a home they posted for an owner, until it goes live. */
import UpdatePropertyPage from '../owner/UpdatePropertyPage';

export default function RiderUpdatePropertyPage() {
  return <UpdatePropertyPage area="rider" />;
}
