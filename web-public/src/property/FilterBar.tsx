/**
 * The listing page's filters and sort. Choices (selects, date, checkbox) apply at once; typed text (search,
 * rent) applies on Search / Enter, so a slow phone does not fetch on every key. Rent shows as typed in Indian
 * grouping (12,500; ui/RupeeField.tsx) and goes into the URL as digits (min_rent=12500). Every change goes into the
 * URL through `onApply`, which resets to page 1. Every control has the API's name: on the server-rendered page the
 * bar is a plain GET form until the app starts (ssr/island.ts; without script the server redirects its `city`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CITIES, FURNISHINGS, PREFERRED_TENANTS, PROPERTY_TYPES, SORTS } from '../api/properties';
import { PROPERTY_SEARCH_MAX_LENGTH } from '../../../adapters/http/contract/rules';
import { parseDateText } from '../i18n/format';
import { t } from '../i18n/t';
import { DateInput } from '../ui/DateField';
import { RupeeInput } from '../ui/RupeeField';
import { Icon } from '../ui/Icon';
import { bhkLabel, cityName, furnishingLabel, propertyTypeLabel, tenantsLabel } from './format';
import { activeFilterCount, BHK_CHOICES, NO_FILTERS, queryFromFilters, rupeesText, withFilter, type ListingFilters } from './listing-query';

interface FilterBarProps {
  city: string;
  filters: ListingFilters;
  onApply(next: ListingFilters): void;
  /** Another city, with the filters as shown (what is typed included). */
  onCityChange(city: string, filters: ListingFilters): void;
  /** The homes the shown search finds (its count), or null while it loads: the phone panel's "Show N homes". */
  found?: string | null;
}

export function FilterBar({ city, filters, onApply, onCityChange, found = null }: FilterBarProps) {
  // The controls show this copy: a choice shows at once, before the URL (and so `filters`) catches up.
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const key = queryFromFilters(filters);

  // What this bar last sent to the URL: when the URL catches up with it, the draft already shows it, and
  // resetting the draft would wipe what was typed meanwhile (a rent typed while the previous choice lands).
  const sent = useRef<string | null>(null);
  // Back / Forward and shared links change the filters from outside: show them.
  useEffect(() => {
    const arrived = queryFromFilters({ ...filters, page: 1 });
    if (arrived !== sent.current) setDraft(filters);
    sent.current = null;
  }, [key]);

  /** The filters with whatever is typed so far, plus `changes`; shown and remembered as sent. */
  function typed(changes: Partial<ListingFilters> = {}): ListingFilters {
    let min = rupeesText(draft.min_rent);
    let max = rupeesText(draft.max_rent);
    if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
    // A date typed but not readable as one is dropped, as unreadable rent is.
    const availableBy = parseDateText(draft.available_by) ?? '';
    const next = withFilter(draft, { search: draft.search.trim(), min_rent: min, max_rent: max, available_by: availableBy, ...changes });
    setDraft(next);
    sent.current = queryFromFilters({ ...next, page: 1 });
    return next;
  }

  function apply(changes: Partial<ListingFilters> = {}) {
    onApply(typed(changes));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply();
  }

  /** `wide`: its longer choices ("Semi-furnished", "Bachelors (women)") take a whole row on a phone, never cut. */
  const select = (name: keyof ListingFilters, label: string, options: readonly { value: string; label: string }[], wide = false) => (
    <label className={wide ? 'filter filter--wide' : 'filter'}>
      <span className="filter__label">{label}</span>
      <select
        className="filter__control"
        name={name}
        value={String(draft[name])}
        onChange={(e) => apply({ [name]: e.target.value })}
        data-testid={`listing-filter-${name}`}
      >
        <option value="">{t('filter.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className="filter-bar" onSubmit={submit} role="search" aria-label={t('filter.label')} data-testid="listing-filters">
      <div className="filter-bar__main">
        <label className="filter filter--search">
          <span className="visually-hidden">{t('filter.search')}</span>
          <input
            type="search"
            name="search"
            className="filter__control"
            placeholder={t('filter.searchPlaceholder')}
            value={draft.search}
            maxLength={PROPERTY_SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            data-testid="listing-filter-search"
          />
        </label>
        <button type="submit" className="button button--primary filter-bar__go" data-testid="listing-filter-apply">
          <Icon name="search" size={18} />
          <span className="filter-bar__go-text">{t('filter.apply')}</span>
        </button>
        <button
          type="button"
          className="button button--outline filter-bar__toggle"
          aria-expanded={open}
          aria-controls="listing-more-filters"
          onClick={() => setOpen(!open)}
          data-testid="listing-filter-toggle"
        >
          {count ? t('filter.toggleCount', { count }) : t('filter.toggle')}
        </button>
      </div>

      <div id="listing-more-filters" className={`filter-bar__more${open ? ' filter-bar__more--open' : ''}`}>
        <label className="filter">
          <span className="filter__label">{t('filter.city')}</span>
          <select className="filter__control" name="city" value={city} onChange={(e) => onCityChange(e.target.value, typed())} data-testid="listing-filter-city">
            {CITIES.map((slug) => (
              <option key={slug} value={slug}>
                {cityName(slug)}
              </option>
            ))}
          </select>
        </label>
        {/* On a phone's two columns: City and BHK share a row, so do Min and Max rent; the rest take a row each. */}
        {select('bhk', t('filter.bhk'), BHK_CHOICES.map((value) => ({ value, label: bhkLabel(Number(value)) })))}
        {select('property_type', t('filter.type'), PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeLabel(value) })), true)}
        {select('furnishing', t('filter.furnishing'), FURNISHINGS.map((value) => ({ value, label: furnishingLabel(value) })), true)}
        <label className="filter">
          <span className="filter__label">{t('filter.minRent')}</span>
          <RupeeInput
            className="filter__control"
            name="min_rent"
            placeholder={t('filter.noMin')}
            value={draft.min_rent}
            onChange={(value) => setDraft({ ...draft, min_rent: value })}
            onBlur={() => rupeesText(draft.min_rent) !== filters.min_rent && apply()}
            data-testid="listing-filter-min_rent"
          />
        </label>
        <label className="filter">
          <span className="filter__label">{t('filter.maxRent')}</span>
          <RupeeInput
            className="filter__control"
            name="max_rent"
            placeholder={t('filter.noMax')}
            value={draft.max_rent}
            onChange={(value) => setDraft({ ...draft, max_rent: value })}
            onBlur={() => rupeesText(draft.max_rent) !== filters.max_rent && apply()}
            data-testid="listing-filter-max_rent"
          />
        </label>
        {select('preferred_tenants', t('filter.tenants'), PREFERRED_TENANTS.map((value) => ({ value, label: tenantsLabel(value) })), true)}
        <label className="filter filter--wide">
          <span className="filter__label">{t('filter.availableBy')}</span>
          {/* dd/mm/yyyy in every browser (a native date input shows mm/dd/yyyy in an en-US browser); typed dates
              apply when the visitor leaves the field, a calendar choice at once. */}
          <DateInput
            name="available_by"
            controlClass="filter__control"
            value={draft.available_by}
            onChange={(value) => setDraft({ ...draft, available_by: value })}
            onPick={(iso) => apply({ available_by: iso })}
            onBlur={() => (parseDateText(draft.available_by) ?? '') !== filters.available_by && apply()}
            reportUnreadable
            testId="listing-filter-available_by"
          />
        </label>
        <label className="filter filter--check">
          <input
            type="checkbox"
            name="verified_only"
            value="true"
            checked={draft.verified_only}
            onChange={(e) => apply({ verified_only: e.target.checked })}
            data-testid="listing-filter-verified_only"
          />
          <span>{t('filter.verifiedOnly')}</span>
        </label>
        {count > 0 && (
          <button
            type="button"
            className="button button--ghost filter-bar__clear"
            onClick={() => {
              const next = { ...NO_FILTERS, search: filters.search, sort: filters.sort };
              setDraft(next);
              onApply(next);
            }}
            data-testid="listing-filter-clear"
          >
            {t('filter.clear')}
          </button>
        )}
        {/* Phones only (the panel covers the results there): sends the form (what is typed too), closes the panel
            and goes to the results, whose count it says before the tap. On the server-rendered page it sends the
            form as well, and says `data-held` once a choice waits to be sent (ssr/island.ts). */}
        <button
          type="submit"
          className="button button--primary filter-bar__show"
          onClick={() => {
            setOpen(false);
            window.setTimeout(() => document.getElementById('listing-results')?.scrollIntoView({ block: 'start' }));
          }}
          data-held={t('filter.showChosen')}
          data-testid="listing-filter-show"
        >
          {found ? t('filter.show', { homes: found }) : t('filter.showLoading')}
        </button>
      </div>

      <label className="filter filter--sort">
        <span className="filter__label">{t('sort.label')}</span>
        <select
          className="filter__control"
          name="sort"
          value={draft.sort}
          onChange={(e) => apply({ sort: e.target.value as ListingFilters['sort'] })}
          data-testid="listing-sort"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
