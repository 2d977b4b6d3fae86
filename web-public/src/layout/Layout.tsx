/** The page frame: navbar, sidebar, main content, footer, bottom strip and floating buttons, per layout-rules.ts. */
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { rolesOf } from '../auth/roles';
import { t } from '../i18n/t';
import { BottomStrip } from './BottomStrip';
import { DesktopOnly } from './DesktopOnly';
import { FloatingButtons } from './FloatingButtons';
import { Footer } from './Footer';
import { bottomStripKind, contentOffset, showsFloatingButtons, showsFooter, showsNavbar, sidebarKind, sidebarMode } from './layout-rules';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useNavbarHeight } from './useNavbarHeight';
import { useViewportWidth } from './useViewportWidth';

const COLLAPSED_KEY = 'gharsetu.sidebarCollapsed';

function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // private mode: the choice lasts for this page only
      }
      return !value;
    });
  return [collapsed, toggle];
}

/** The drawer (541-1024px): closed on arrival and after every navigation, closed by Escape. Not remembered. */
function useDrawer(pathname: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return [open, setOpen];
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const width = useViewportWidth();
  const [docked, toggleDocked] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useDrawer(pathname);
  const sidebar = sidebarKind(pathname, rolesOf(user), width);
  const mode = sidebarMode(width);
  const collapsed = mode === 'drawer' ? !drawerOpen : docked;
  const toggleSidebar = mode === 'drawer' ? () => setDrawerOpen(!drawerOpen) : toggleDocked;
  const navbar = showsNavbar(pathname);
  useNavbarHeight(navbar);
  // The rider strip only leads riders somewhere; a non-rider on a rider page is shown how to apply instead.
  const kind = bottomStripKind(pathname, width);
  const strip = kind === 'rider' && !rolesOf(user).includes('RIDER') ? null : kind;
  const offset = contentOffset(sidebar, collapsed, mode);

  // A block body: recent Chrome returns a Promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      {navbar && <Navbar />}
      {sidebar && <Sidebar kind={sidebar} collapsed={collapsed} drawer={mode === 'drawer'} onToggle={toggleSidebar} />}
      {sidebar && mode === 'drawer' && drawerOpen && (
        // A tap on the page behind an open drawer closes it (Escape does too; the toggle stays the named control).
        <div className="sidebar-backdrop" onClick={() => setDrawerOpen(false)} data-testid="sidebar-backdrop" />
      )}
      <main
        id="main"
        tabIndex={-1}
        className={`main${strip ? ' main--with-strip' : ''}`}
        style={{ marginLeft: offset ? `${offset}px` : undefined }}
        data-testid="main-content"
      >
        <Suspense fallback={<PageLoading />}>
          <DesktopOnly>
            <Outlet />
          </DesktopOnly>
        </Suspense>
      </main>
      {showsFooter(pathname) && <Footer />}
      {strip && <BottomStrip kind={strip} />}
      {showsFloatingButtons(pathname) && <FloatingButtons />}
    </>
  );
}
