/**
 * The fair-rent mark: "Usual rent for a 2 BHK semi-furnished in Kankarbagh: ₹11,000-13,500 (23 homes)" and whether
 * this rent is within, below or how far above it. Nothing at all where the comparables are too few (or the question
 * is incomplete, as in a half-filled form). On cards, the details page and the owner's form.
 */
import { useEffect, useState } from 'react';
import { fetchFairRent, rentPosition, type FairRent } from '../api/rent-trends';
import { t } from '../i18n/t';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import { localityKey } from '../../../adapters/http/contract/rules';
import { formatRupees } from './format';
import { usePageSeed } from '../ssr/page-seed';

interface FairRentMarkProps {
  /** The listing's id: a server-rendered page brings its mark in the page's data (drawn in the first HTML). */
  id?: string;
  city: string;
  locality: string;
  bhk: number;
  furnishing: string;
  rent: number | null;
  /** 'card' is one short line; 'details' and 'form' add the verdict as a sentence and a link to the trends. */
  place: 'card' | 'details' | 'form';
}

export function FairRentMark({ id, city, locality, bhk, furnishing, rent, place }: FairRentMarkProps) {
  const seeded = usePageSeed((seed) => (id && (seed.kind === 'listing' || seed.kind === 'details') ? (seed.fairRents?.[id] ?? null) : null));
  const [fair, setFair] = useState<FairRent | null>(seeded);
  const complete = Boolean(city && locality.trim() && bhk > 0 && furnishing);
  useEffect(() => {
    let live = true;
    if (seeded) return;
    setFair(null);
    if (!complete) return;
    // A form asks once typing pauses; a card or a page at once.
    const timer = setTimeout(() => void fetchFairRent({ city, locality, bhk, furnishing }).then((answer) => live && setFair(answer)), place === 'form' ? 400 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [city, locality, bhk, furnishing, complete, place, seeded]);
  if (!fair) return null;

  const usual = t('fairRent.usual', {
    bhk: fair.bhk,
    furnishing: t(`furnishing.${fair.furnishing}` as MessageKey).toLowerCase(),
    locality: fair.locality,
    low: formatRupees(fair.range.p25),
    high: formatRupees(fair.range.p75),
    count: fair.homes,
  });
  const position = rent && rent > 0 ? rentPosition(rent, fair) : null;
  const verdict = position
    ? position.position === 'ABOVE'
      ? t(place === 'form' ? 'fairRent.formAbove' : 'fairRent.above', { percent: position.percentAbove })
      : t(position.position === 'WITHIN' ? (place === 'form' ? 'fairRent.formWithin' : 'fairRent.within') : place === 'form' ? 'fairRent.formBelow' : 'fairRent.below')
    : null;
  const tone = position?.position === 'ABOVE' ? 'fair-rent--above' : 'fair-rent--ok';
  if (place === 'card')
    return (
      <p className={`fair-rent fair-rent--card ${tone}`} data-testid="fair-rent" data-position={position?.position}>
        {usual}
        {verdict && <> · {verdict}</>}
      </p>
    );
  return (
    <div className={`fair-rent ${tone}`} data-testid="fair-rent" data-position={position?.position} role={place === 'form' ? 'status' : undefined}>
      <p>{usual}</p>
      {verdict && <p className="fair-rent__verdict">{verdict}</p>}
      <p>
        <a href={`/rent-trends/${encodeURIComponent(fair.city)}/${encodeURIComponent(localityKey(fair.locality))}`}>{t('fairRent.trendsLink', { locality: fair.locality })}</a>
      </p>
    </div>
  );
}

