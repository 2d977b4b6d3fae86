/** What every "Post your property" control does (spec sections 2 and 6). */
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n/t';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import { showToast } from '../ui/toast';
import { useAuth } from './AuthContext';
import { postPropertyDecision } from './roles';

export const ADD_PROPERTY_PATH = '/owner/add-property';
export const RIDER_ADD_PROPERTY_PATH = '/rider/add-property';
const ADMIN_POST_PROPERTY = '/admin/post-property';

/**
 * Logged out: toast `loggedOutMessage` and open the login modal as an owner.
 * An admin who is also a rider: 'You already associated with GharSetu in different role.'
 * Admins: the console's Properties; riders: /rider/add-property (for an owner); tenants and owners: /owner/add-property.
 */
export function usePostProperty(loggedOutMessage: MessageKey = 'toast.loginToCreateProperty'): () => void {
  const { user, openLogin } = useAuth();
  const navigate = useNavigate();
  return () => {
    const decision = postPropertyDecision(user);
    if (decision === 'login') {
      showToast(t(loggedOutMessage), 'warning');
      openLogin({ loginAs: 'OWNER', redirectTo: ADD_PROPERTY_PATH });
    } else if (decision === 'different-role') {
      showToast(t('toast.differentRole', { product: t('app.name') }), 'warning');
    } else if (decision === 'console') {
      window.location.assign(ADMIN_POST_PROPERTY); // the console is its own app
    } else if (decision === 'rider') {
      navigate(RIDER_ADD_PROPERTY_PATH);
    } else {
      navigate(ADD_PROPERTY_PATH);
    }
  };
}
