import type { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import type { ComparableKey, RentFigureStore } from '../../../application/rent-trends/ports/rent-figure.store.port.js';
import type { TenancyRepository } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import {
  indiaMonth,
  localityKey,
  MIN_HOMES,
  percentileCont,
  RECENTLY_LET_DAYS,
  trendStart,
  type FurnishingGroup,
  type RentFigure,
  type RentPeriod,
  type RentSource,
} from '../../../domain/rent-trends/rent-figure.js';

type Home = { city: string; key: string; locality: string; bhk: number; furnishing: string; source: RentSource; rent: number; periods: RentPeriod[] };

/**
 * The rent figures in process memory: the same rules as PostgresRentFigureStore, with the percentiles computed
 * here (percentileCont, PostgreSQL's interpolation). For the in-memory HTTP tests; the real numbers come from SQL.
 */
export class InMemoryRentFigureStore implements RentFigureStore {
  private figures: RentFigure[] = [];
  private at: Date | null = null;

  constructor(
    private readonly properties: PropertyRepository,
    private readonly tenancies: TenancyRepository,
  ) {}

  async recompute(now: Date) {
    const yearStart = trendStart(now);
    const recentSince = new Date(now.getTime() - RECENTLY_LET_DAYS * 86_400_000);
    const homes: Home[] = [];
    const listings = (await this.properties.list({ filter: { now }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1_000_000 })).items;
    const byId = new Map(listings.map((p) => [p.id, p]));
    for (const p of listings) {
      if (!p.publishedAt) continue;
      const periods: RentPeriod[] = [];
      if (p.status === 'LIVE' || (p.status === 'RENTED' && p.publishedAt >= recentSince)) periods.push('NOW');
      if (p.publishedAt >= yearStart) periods.push(indiaMonth(p.publishedAt) as RentPeriod);
      homes.push({ city: p.city, key: localityKey(p.locality), locality: p.locality, bhk: p.bhk, furnishing: p.furnishing, source: 'ASKING', rent: p.rent, periods });
    }
    const tenancies = (await this.tenancies.list({ filter: { statuses: ['CONFIRMED', 'ENDING', 'ENDED'] }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1_000_000 })).items;
    for (const t of tenancies) {
      const p = byId.get(t.propertyId);
      if (!p || !t.confirmedAt) continue;
      const periods: RentPeriod[] = [];
      if (t.status !== 'ENDED' || t.confirmedAt >= yearStart) periods.push('NOW');
      if (t.confirmedAt >= yearStart) periods.push(indiaMonth(t.confirmedAt) as RentPeriod);
      homes.push({ city: p.city, key: localityKey(p.locality), locality: p.locality, bhk: p.bhk, furnishing: p.furnishing, source: 'AGREED', rent: t.rent, periods });
    }
    const groups = new Map<string, { figure: Omit<RentFigure, 'homes' | 'range'>; rents: number[] }>();
    const add = (home: Home, period: RentPeriod, key: string, locality: string, furnishing: FurnishingGroup) => {
      const id = [home.city, key, home.bhk, furnishing, home.source, period].join('|');
      const group = groups.get(id) ?? { figure: { city: home.city, localityKey: key, locality, bhk: home.bhk, furnishing, source: home.source, period }, rents: [] };
      group.rents.push(home.rent);
      groups.set(id, group);
    };
    for (const home of homes) {
      if (home.key === '') continue;
      for (const period of home.periods) {
        add(home, period, home.key, home.locality, home.furnishing as FurnishingGroup);
        add(home, period, home.key, home.locality, 'ANY');
        add(home, period, '', '', 'ANY');
      }
    }
    this.figures = [...groups.values()].map(({ figure, rents }) => ({
      ...figure,
      homes: rents.length,
      range: rents.length >= MIN_HOMES ? { p25: percentileCont(rents, 0.25), median: percentileCont(rents, 0.5), p75: percentileCont(rents, 0.75) } : null,
    }));
    this.at = now;
    return { figures: this.figures.length };
  }

  async computedAt() {
    return this.figures.length > 0 ? this.at : null;
  }

  async forCity(city: string) {
    return this.figures.filter((f) => f.city === city);
  }

  async forLocality(city: string, key: string) {
    return this.figures.filter((f) => f.city === city && f.localityKey === key);
  }

  async comparables(keys: ComparableKey[]) {
    return keys.map(
      (k) =>
        this.figures.find((f) => f.source === 'ASKING' && f.period === 'NOW' && f.city === k.city && f.localityKey === localityKey(k.locality) && f.bhk === k.bhk && f.furnishing === k.furnishing) ?? null,
    );
  }
}
