/**
 * Who is signed in (the `userData` cookie), the Login / Register modal's open state, and log out.
 * Also wires the API client: the stored token for authenticated calls, and the session-expiry flow.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { configureApi } from '../api/client';
import { fetchMe, logout as logoutCall } from '../api/endpoints';
import { t } from '../i18n/t';
import { showToast } from '../ui/toast';
import type { LoginMode } from './login-flow';
import type { LoginAs, SessionUser } from './roles';
import { clearStoredUser, readStoredUser, storeUser } from './session';

export const SESSION_EXPIRY_RELOAD_MS = 1000;

let expiring = false;
configureApi({
  getToken: () => readStoredUser()?.token ?? null,
  // Spec section 4: 'Session Expired!', stored data cleared, reload after 1 second.
  onSessionExpired() {
    if (expiring) return;
    expiring = true;
    showToast(t('toast.sessionExpired'), 'warning');
    clearStoredUser();
    window.setTimeout(() => window.location.reload(), SESSION_EXPIRY_RELOAD_MS);
  },
});

export interface LoginRequest {
  /** The entry point: sent to the server as `login_as`. */
  loginAs?: LoginAs;
  /** Where to go after a successful login. */
  redirectTo?: string;
  mode?: LoginMode;
  phone?: string;
  /** Runs once the user is signed in (e.g. open the visit booking the visitor asked for). */
  onSignedIn?(user: SessionUser): void;
}

type UserChanges = Partial<Pick<SessionUser, 'first_name' | 'last_name' | 'primary_role' | 'secondary_role'>>;

interface AuthValue {
  user: SessionUser | null;
  openLogin(request?: LoginRequest): void;
  closeLogin(): void;
  /** Store the user after a successful login or sign-up. */
  signIn(user: SessionUser): void;
  /** Change the stored names (a profile edit) or roles. */
  updateUser(changes: UserChanges): void;
  /**
   * Read the user again (GET /users/me) and keep their names and roles: the server changes roles on its own
   * (a tenant who posts becomes an owner, an approved application makes a rider).
   */
  refreshUser(): Promise<void>;
  logOut(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export const loadLoginModal = () => import('./LoginModal');
const LoginModal = lazy(loadLoginModal);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState(readStoredUser);
  const [login, setLogin] = useState<{ key: number; request: LoginRequest } | null>(null);

  const openLogin = useCallback((request: LoginRequest = {}) => setLogin({ key: Date.now(), request }), []);
  const closeLogin = useCallback(() => setLogin(null), []);

  const signIn = useCallback((next: SessionUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  const updateUser = useCallback((changes: UserChanges) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      storeUser(next);
      return next;
    });
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const me = (await fetchMe()).data;
      updateUser({ first_name: me.first_name, last_name: me.last_name, primary_role: me.primary_role, secondary_role: me.secondary_role });
    } catch {
      // Kept as it was: the next page load reads the session again.
    }
  }, [updateUser]);

  const logOut = useCallback(async () => {
    // Clear locally whatever the server says: a dead session must still end here.
    await logoutCall().catch(() => undefined);
    clearStoredUser();
    setUser(null);
    showToast(t('toast.loggedOut'), 'success');
  }, []);

  const value = useMemo(
    () => ({ user, openLogin, closeLogin, signIn, updateUser, refreshUser, logOut }),
    [user, openLogin, closeLogin, signIn, updateUser, refreshUser, logOut],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {login && (
        <Suspense fallback={null}>
          <LoginModal key={login.key} request={login.request} onClose={closeLogin} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}
