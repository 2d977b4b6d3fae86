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

/** Owner (or admin) menu on the left; collapsed it shows icons with short labels. */
export function Sidebar({ kind, collapsed, drawer = false, onToggle }: SidebarProps) {
  const label = kind === 'owner' ? t('sidebar.ownerLabel') : t('sidebar.adminLabel');
  return (
    <aside
      className={`sidebar${collapsed ? ' sidebar--collapsed' : ''}${drawer ? ' sidebar--drawer' : ''}`}
      data-testid="sidebar"
      data-collapsed={collapsed}
      data-mode={drawer ? 'drawer' : 'docked'}
    >
      <button
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
