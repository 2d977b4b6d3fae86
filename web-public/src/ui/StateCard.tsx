/** The cards a page part shows instead of its content: loading, nothing to list, signed out. */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';

/** The grey card a page part shows while it loads. */
export function LoadingCard() {
  return <div className="card profile-skeleton" role="status" aria-label={t('common.loading')} />;
}

/**
 * What a list shows instead of its items (none yet, none matching, a page past the end from an old link): what that
 * means, maybe a line more, and where to go from here.
 */
export function StateCard({ testId, title, body, link }: { testId: string; title: string; body?: string; link?: { to: string; label: string } | null }) {
  return (
    <div className="card stack state" data-testid={testId}>
      <p className="state__title">{title}</p>
      {body && <p>{body}</p>}
      {link && (
        <div className="actions">
          <Link className="button button--primary" to={link.to}>
            {link.label}
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * The session of a page for signed-in people: arriving signed out opens the sign-in, only on arrival (closing it
 * leaves the page with the SignInCard's own button).
 */
export function useSignInOnArrival() {
  const auth = useAuth();
  useEffect(() => {
    if (!auth.user) auth.openLogin();
  }, []);
  return auth;
}

/** What a page for signed-in people shows a signed-out visitor: why, and the button opening the sign-in. */
export function SignInCard({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { openLogin } = useAuth();
  return (
    <div className="card stack">
      <p>{text}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => openLogin()} data-testid={testId}>
          {label}
        </button>
      </div>
    </div>
  );
}
