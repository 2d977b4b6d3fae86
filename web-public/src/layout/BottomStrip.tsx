import { NavLink } from 'react-router-dom';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { BOTTOM_STRIP_ENTRIES, type BottomStripKind } from './layout-rules';

/** Fixed bottom navigation on owner and rider pages at <= 540px. */
export function BottomStrip({ kind }: { kind: BottomStripKind }) {
  return (
    <nav className="bottom-strip" aria-label={t('bottom.label')} data-testid="bottom-strip">
      {BOTTOM_STRIP_ENTRIES[kind].map((entry) => (
        <NavLink key={entry.to} to={entry.to} className="bottom-strip__link">
          <Icon name={entry.icon} />
          <span>{t(entry.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
