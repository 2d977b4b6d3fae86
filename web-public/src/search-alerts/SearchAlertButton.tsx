/**
 * "Get SMS alerts for this search" on the listing page: saves the page's city and filters as a search alert (POST
 * /search-alerts). Signed out, the login modal (phone and OTP) opens first and the alert is saved right after the
 * login. On the server-rendered page the island boots the app at the tap and presses this button again in it.
 * A signed-in person who already has an alert for the page's search sees it as saved (their alerts are read once),
 * and a save the server calls a duplicate (saved from another tab) shows as saved too, not as an error.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { createSearchAlert, listSearchAlerts } from '../api/search-alerts';
import type { City } from '../property/cities';
import { useAuth } from '../auth/AuthContext';
import { t } from '../i18n/t';
import type { ListingFilters } from '../property/listing-query';
import { Icon } from '../ui/Icon';
import { showToast } from '../ui/toast';
import { alertBody, alertKey, savedAlertKey } from './alert-label';

/** `city`: the page's city slug (a city we serve: the page shows no button for another). */
export function SearchAlertButton({ city, filters }: { city: string; filters: ListingFilters }) {
  const { user, openLogin } = useAuth();
  const key = alertKey(city, filters);
  const [saved, setSaved] = useState<string | null>(null);
  /** The keys of the person's saved alerts (stopped ones too: the profile resumes those). */
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const savedLink = useRef<HTMLAnchorElement>(null);
  /** Set by a save: the button the person pressed turns into the link, which takes its focus (WCAG 2.4.3). */
  const focusSaved = useRef(false);

  useEffect(() => {
    if (saved !== key || !focusSaved.current) return;
    focusSaved.current = false;
    savedLink.current?.focus();
  }, [saved, key]);

  useEffect(() => {
    if (!user) {
      setMine(new Set());
      return;
    }
    const abort = new AbortController();
    listSearchAlerts(abort.signal).then(
      (answer) => setMine(new Set(answer.data.map(savedAlertKey))),
      () => undefined, // the button still saves; a duplicate is then told apart by its code
    );
    return () => abort.abort();
  }, [user?.id]);

  async function save() {
    setBusy(true);
    try {
      const answer = await createSearchAlert(alertBody(city as City, filters));
      focusSaved.current = true;
      setSaved(key);
      showToast(answer.message ?? t('alerts.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SEARCH_ALERT_DUPLICATE') {
        focusSaved.current = true;
        setSaved(key);
        showToast(error.message, 'info');
      } else if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  function press() {
    if (busy) return;
    if (user) return void save();
    showToast(t('alerts.loginFirst'), 'info');
    openLogin({ onSignedIn: () => void save() });
  }

  if (saved === key || mine.has(key)) {
    return (
      <Link ref={savedLink} className="button button--outline search-alert-button search-alert-button--saved" to="/tenant/profile#alerts" data-testid="search-alert-saved">
        <Icon name="bell" size={18} filled />
        <span>
          {t('alerts.savedButton')} · {t('alerts.manage')}
        </span>
      </Link>
    );
  }
  return (
    <button type="button" className="button button--outline search-alert-button" onClick={press} aria-busy={busy || undefined} data-testid="search-alert-button">
      <Icon name="bell" size={18} />
      <span>{busy ? t('alerts.saving') : t('alerts.button')}</span>
    </button>
  );
}
