/** The heart on cards and the details page: saves or removes a home (POST /properties/wishlist/toggle). */
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { toggleWishlist } from '../api/properties';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { showToast } from '../ui/toast';

interface WishlistHeartProps {
  propertyId: string;
  saved: boolean;
  /** After the server agreed. */
  onChange?(saved: boolean): void;
  /** A larger button with a text label (details page). */
  labelled?: boolean;
}

export function WishlistHeart({ propertyId, saved: savedProp, onChange, labelled = false }: WishlistHeartProps) {
  const { user, openLogin } = useAuth();
  const [saved, setSaved] = useState(savedProp);
  const [busy, setBusy] = useState(false);

  useEffect(() => setSaved(savedProp), [savedProp]);

  async function toggle() {
    if (!user) {
      showToast(t('wishlist.loginToSave'), 'info');
      openLogin();
      return;
    }
    if (busy) return;
    setBusy(true);
    setSaved(!saved); // at once: on a slow network the tap must show
    try {
      const answer = await toggleWishlist(propertyId);
      setSaved(answer.data.wishlisted);
      onChange?.(answer.data.wishlisted);
    } catch (error) {
      setSaved(saved);
      if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const label = saved ? t('wishlist.remove') : t('wishlist.add');
  return (
    <button
      type="button"
      className={`heart${saved ? ' heart--saved' : ''}${labelled ? ' heart--labelled' : ''}`}
      onClick={toggle}
      aria-pressed={saved}
      aria-label={labelled ? undefined : label}
      title={label}
      data-testid="wishlist-heart"
      data-saved={saved}
    >
      <Icon name="heart" size={labelled ? 20 : 22} filled={saved} />
      {labelled && <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>}
    </button>
  );
}
