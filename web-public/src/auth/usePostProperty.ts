/** What every "Post your property" control does (spec sections 2 and 6). */
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n/t';
import type { MessageKey } from '../i18n/en';
import { showToast } from '../ui/toast';
import { useAuth } from './AuthContext';
import { postPropertyDecision } from './roles';

export const ADD_PROPERTY_PATH = '/owner/add-property';

/**
 * Logged out: toast `loggedOutMessage` and open the login modal as an owner.
 * Admins and riders: 'You already associated with GharSetu in different role.'
 * Tenants and owners: go to /owner/add-property.
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
    } else {
      navigate(ADD_PROPERTY_PATH);
    }
  };
}
