/**
 * "Propose a tenancy" on a live listing's details page: a tenant proposes the terms to its owner; the owner proposes
 * to a tenant they name. Signed out, the proposal's page asks for a sign-in first. Not shown to admins (they propose
 * for the parties from the console's API).
 */
import { Link } from 'react-router-dom';
import type { Listing } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { isAdmin } from '../auth/roles';
import { t } from '../i18n/t';
import { proposeTenancyPath } from './links';

export function ProposeTenancyLink({ listing }: { listing: Pick<Listing, 'id' | 'owner_id' | 'status'> }) {
  const { user } = useAuth();
  if (listing.status !== 'LIVE' || (user && isAdmin(user))) return null;
  const owner = Boolean(user && user.id === listing.owner_id);
  return (
    <p className="property__note">
      <Link to={proposeTenancyPath(listing.id, owner ? 'owner' : undefined)} data-testid="details-propose-tenancy">
        {t('tenancy.propose.open')}
      </Link>{' '}
      <span className="muted">{t('tenancy.propose.linkNote')}</span>
    </p>
  );
}
