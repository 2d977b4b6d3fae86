/**
 * "Book a visit with our rider" on a live listing. The booking modal is a chunk of its own, fetched on the first
 * hover, focus or tap. Signed out, the login modal opens first and the booking follows the login. Not shown to
 * the listing's owner or admins (the server refuses them too).
 */
import type { Listing } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { visitBookingDecision, type SessionUser } from '../auth/roles';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { LazyModalButton } from '../ui/LazyModalButton';
import { showToast } from '../ui/toast';
import { chunkLoader } from '../ui/useLazyModal';

const visitModal = chunkLoader(() => import('./BookVisitModal'));

export function BookVisitButton({ listing }: { listing: Pick<Listing, 'id' | 'title' | 'owner_id'> }) {
  const { user, openLogin } = useAuth();

  function book(openModal: () => void) {
    if (user) return openModal();
    visitModal.preload();
    showToast(t('book.loginFirst'), 'info');
    openLogin({
      onSignedIn(signedIn: SessionUser) {
        if (visitBookingDecision(signedIn, listing.owner_id) === 'allowed') openModal();
        else showToast(t('book.notForYou'), 'info');
      },
    });
  }

  return (
    <LazyModalButton
      chunk={visitModal}
      modalProps={{ listing }}
      hidden={visitBookingDecision(user, listing.owner_id) === 'not-allowed'}
      onOpen={book}
      className="button button--outline button--block button--wrap"
      testId="book-visit-button"
      note={{ text: t('book.openNote'), className: 'property__note' }}
    >
      <Icon name="calendar" size={18} />
      {t('book.open')}
    </LazyModalButton>
  );
}
