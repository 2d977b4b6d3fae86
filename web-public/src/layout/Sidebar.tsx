import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { SIDEBAR_ENTRIES, type SidebarKind } from './layout-rules';

interface SidebarProps {
  kind: SidebarKind;
  collapsed: boolean;
  /** 541-1024px: collapsed to the rail by default, opened over the page (layout-rules.ts `sidebarMode`). */
  drawer?: boolean;
  onToggle(): void;
}

/** What stays reachable behind an open drawer: the backdrop (a tap closes it) and live regions (toasts). */
const STAYS_LIVE = '.sidebar-backdrop, [aria-live], [role="status"], [role="alert"]';

/**
 * The drawer open over the page (541-1024px) is a modal: focus moves to its first entry, Tab and Shift+Tab go
 * round its controls, Escape closes it and puts focus back on its toggle, and the page behind (the elements
 * beside the sidebar: navbar, main, footer...) is `inert` until it closes: not focusable, not clickable, not
 * read by screen readers. The docked sidebar (> 1024px) and the rail are not modal.
 */
function useModalDrawer(open: boolean, onClose: () => void) {
  const aside = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = aside.current;
    if (!open || !element) return;
    const madeInert: Element[] = [];
    for (const sibling of element.parentElement?.children ?? []) {
      if (sibling === element || sibling.matches(STAYS_LIVE) || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    element.querySelector<HTMLElement>('nav a[href]')?.focus();
    return () => madeInert.forEach((sibling) => sibling.removeAttribute('inert'));
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'Tab' || !aside.current) return;
    const controls = [...aside.current.querySelectorAll<HTMLElement>('button, a[href]')];
    const [first, last] = [controls[0], controls[controls.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return { aside, toggle, onKeyDown };
}

/** Owner (or admin) menu on the left; collapsed it shows icons with short labels. */
export function Sidebar({ kind, collapsed, drawer = false, onToggle }: SidebarProps) {
  const label = kind === 'owner' ? t('sidebar.ownerLabel') : t('sidebar.adminLabel');
  const overlay = drawer && !collapsed;
  const modal = useModalDrawer(overlay, onToggle);
  return (
    // The key handler only traps Tab and takes Escape while the drawer is open.
    <aside
      ref={modal.aside}
      className={`sidebar${collapsed ? ' sidebar--collapsed' : ''}${drawer ? ' sidebar--drawer' : ''}`}
      data-testid="sidebar"
      data-collapsed={collapsed}
      data-mode={drawer ? 'drawer' : 'docked'}
      role={overlay ? 'dialog' : undefined}
      aria-modal={overlay ? true : undefined}
      aria-label={overlay ? label : undefined}
      onKeyDown={modal.onKeyDown}
    >
      <button
        ref={modal.toggle}
        type="button"
        className="sidebar__toggle"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-controls="sidebar-nav"
        data-testid="sidebar-toggle"
      >
        <span className="sidebar__toggle-icon">
          <Icon name="chevron" />
        </span>
        <span className="visually-hidden">{collapsed ? t('sidebar.expand') : t('sidebar.collapse')}</span>
      </button>
      <nav id="sidebar-nav" aria-label={label}>
        <ul className="sidebar__list">
          {SIDEBAR_ENTRIES[kind].map((entry) => {
            // Choosing an entry closes an open drawer, even the page already shown.
            const choose = drawer && !collapsed ? onToggle : undefined;
            const body = (
              <>
                <Icon name={entry.icon} size={collapsed ? 22 : 20} />
                <span className="sidebar__label">{collapsed ? t(entry.short) : t(entry.label)}</span>
              </>
            );
            return (
              <li key={entry.to}>
                {entry.external ? (
                  <a className="sidebar__link" href={entry.to} title={collapsed ? t(entry.label) : undefined} onClick={choose}>
                    {body}
                  </a>
                ) : (
                  <NavLink className="sidebar__link" to={entry.to} title={collapsed ? t(entry.label) : undefined} onClick={choose}>
                    {body}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
