import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { loadLoginModal, useAuth } from '../auth/AuthContext';
import { ADMIN_CHANGE_PASSWORD, ADMIN_HOME, initials, isAdmin, isOwner, isRider, rolesOf, showsPostProperty, type SessionUser } from '../auth/roles';
import { usePostProperty } from '../auth/usePostProperty';
import { t } from '../i18n/t';
import { LanguageSwitch } from './LanguageSwitch';
import { ACCOUNT_MENU_LINKS, needsSignedInUser, ownerSwitch } from './layout-rules';

export function Logo({ admin = false }: { admin?: boolean }) {
  const content = (
    <>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M6 16 16 7l10 9h-3v9h-5v-6h-4v6H9v-9z" fill="#fff" />
      </svg>
      <span className="logo__text">{t('app.name')}</span>
    </>
  );
  // The admin console is another app: a full page load.
  return admin ? (
    <a className="logo" href={ADMIN_HOME} aria-label={t('nav.logo')}>
      {content}
    </a>
  ) : (
    <Link className="logo" to="/" aria-label={t('nav.logo')}>
      {content}
    </Link>
  );
}

export function Navbar() {
  const { user, openLogin } = useAuth();
  const postProperty = usePostProperty();

  return (
    <header className="navbar" data-testid="navbar">
      <div className="navbar__inner">
        <Logo admin={isAdmin(user)} />
        {isRider(user) && (
          <nav className="navbar__links" aria-label={t('nav.label')}>
            <NavLink to="/rider/upcoming-rides" className="navbar__link">
              {t('nav.upcomingRides')}
            </NavLink>
            <NavLink to="/rider/previous-rides" className="navbar__link">
              {t('nav.previousRides')}
            </NavLink>
          </nav>
        )}
        <div className="navbar__actions">
          <LanguageSwitch place="navbar" />
          {showsPostProperty(user) && (
            <button type="button" className="button button--accent" onClick={postProperty} data-testid="post-property-button">
              {t('nav.postProperty')}
            </button>
          )}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <button
              type="button"
              className="button button--outline"
              onClick={() => openLogin()}
              onPointerEnter={loadLoginModal}
              onFocus={loadLoginModal}
              data-testid="login-button"
            >
              {t('nav.login')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

function UserMenu({ user }: { user: SessionUser }) {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const postProperty = usePostProperty();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Arrow keys move between the items. */
  function onMenuKeyDown(event: ReactKeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  }

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const swap = ownerSwitch(pathname);
  // An account made in the console may have no name: show its role instead.
  const name = user.first_name.trim() || t(`role.${rolesOf(user)[0] ?? 'TENANT'}`);

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu-button"
      >
        {/* Named by its content, "Account menu: <name>", so the visible name is part of it (the initials are a
            picture of the name, hidden from the accessible name). */}
        <span className="avatar" aria-hidden="true">
          {initials(user) || name.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">{t('nav.userMenu')}: </span>
        <span className="user-menu__name">{name}</span>
      </button>
      {open && (
        <ul id="user-menu-list" className="user-menu__list" role="menu" onKeyDown={onMenuKeyDown} data-testid="user-menu">
          {ACCOUNT_MENU_LINKS.map((link) => (
            <MenuItem key={link.to} onSelect={run(() => navigate(link.to))}>
              {t(link.label)}
            </MenuItem>
          ))}
          <MenuItem onSelect={run(postProperty)}>{t('nav.menu.postProperty')}</MenuItem>
          {isOwner(user) && <MenuItem onSelect={run(() => navigate(swap.to))}>{t(swap.label)}</MenuItem>}
          {isAdmin(user) && (
            <MenuItem onSelect={run(() => window.location.assign(ADMIN_CHANGE_PASSWORD))}>{t('nav.menu.changePassword')}</MenuItem>
          )}
          <MenuItem
            onSelect={run(() => {
              // Leave pages that need a user first, so their guards do not open a login on the way out.
              if (needsSignedInUser(pathname)) navigate('/', { replace: true });
              void logOut();
            })}
          >
            {t('nav.menu.logout')}
          </MenuItem>
        </ul>
      )}
    </div>
  );
}

function MenuItem({ onSelect, children }: { onSelect(): void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" className="user-menu__item" onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

