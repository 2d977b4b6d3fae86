import type { ComparableKey, RentFigureStore } from '../../../application/rent-trends/ports/rent-figure.store.port.js';
import { localityKey, MIN_HOMES, RECENTLY_LET_DAYS, trendStart, type FurnishingGroup, type RentFigure, type RentPeriod, type RentSource } from '../../../domain/rent-trends/rent-figure.js';
import { INDIA_TIME_ZONE } from '../../../domain/shared/india-date.js';
import type { EntityManagerSource } from './entity-manager-source.js';

type Row = {
  city: string;
  locality_key: string;
  locality: string;
  bhk: number;
  furnishing: string;
  source: string;
  period: string;
  homes: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
};

/** A locality's address key in SQL: the same as `localityKey` (domain/rent-trends/rent-figure.ts). */
const KEY_OF = (column: string) => `trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`;

/**
 * Every figure in one statement: the homes (asking rents of listings that went live, agreed rents of tenancies both
 * sides confirmed), each counted in the current period when it is current (a live listing, one let within
 * RECENTLY_LET_DAYS of being listed; a tenancy holding its home, or confirmed in the past year) and in the month
 * (India time) it was listed or confirmed when that is within the trend's months; then grouped by locality, BHK and
 * furnishing, by locality and BHK, and by BHK for the whole city, with percentile_cont. The percentiles of fewer than
 * MIN_HOMES homes are left out (only their count is stored).
 */
const RECOMPUTE = `
insert into rent_figures (city, locality_key, locality, bhk, furnishing, source, period, homes, p25, median, p75, computed_at)
select city,
       case when grouping(locality_key) = 1 then '' else locality_key end,
       case when grouping(locality_key) = 1 then '' else max(locality) end,
       bhk,
       case when grouping(furnishing) = 1 then 'ANY' else furnishing end,
       source, period, count(*)::int,
       case when count(*) >= max(min_homes) then percentile_cont(0.25) within group (order by rent) end,
       case when count(*) >= max(min_homes) then percentile_cont(0.5) within group (order by rent) end,
       case when count(*) >= max(min_homes) then percentile_cont(0.75) within group (order by rent) end,
       max(computed_at)
from (
  select h.city, h.locality_key, h.locality, h.bhk, h.furnishing, h.source, h.rent, 'NOW' as period, s.min_homes, s.computed_at
  from rent_homes h cross join rent_settings s where h.current
  union all
  select h.city, h.locality_key, h.locality, h.bhk, h.furnishing, h.source, h.rent, h.month, s.min_homes, s.computed_at
  from rent_homes h cross join rent_settings s where h.month is not null
) periods
where locality_key <> ''
group by grouping sets ((city, source, period, bhk, locality_key, furnishing), (city, source, period, bhk, locality_key), (city, source, period, bhk))`;

const HOMES = `
create temporary table rent_homes on commit drop as
select p.city, ${KEY_OF('p.locality')} as locality_key, p.locality, p.bhk, p.furnishing, 'ASKING'::varchar(8) as source, p.rent,
       (p.status = 'LIVE' or (p.status = 'RENTED' and p.published_at >= s.recent_since)) as current,
       case when p.published_at >= s.year_start then to_char(p.published_at at time zone '${INDIA_TIME_ZONE}', 'YYYY-MM') end as month
from properties p cross join rent_settings s
where p.published_at is not null and (p.status = 'LIVE' or p.published_at >= least(s.year_start, s.recent_since))
union all
select p.city, ${KEY_OF('p.locality')}, p.locality, p.bhk, p.furnishing, 'AGREED', t.rent,
       (t.status in ('CONFIRMED', 'ENDING') or t.confirmed_at >= s.year_start),
       case when t.confirmed_at >= s.year_start then to_char(t.confirmed_at at time zone '${INDIA_TIME_ZONE}', 'YYYY-MM') end
from tenancies t join properties p on p.id = t.property_id cross join rent_settings s
where t.confirmed_at is not null and t.status in ('CONFIRMED', 'ENDING', 'ENDED')
  and (t.status in ('CONFIRMED', 'ENDING') or t.confirmed_at >= s.year_start)`;

/** The rent figures on PostgreSQL (server or PGlite): computed by the database, read from rent_figures. */
export class PostgresRentFigureStore implements RentFigureStore {
  constructor(private readonly source: EntityManagerSource) {}

  async recompute(now: Date) {
    const yearStart = trendStart(now);
    const recentSince = new Date(now.getTime() - RECENTLY_LET_DAYS * 86_400_000);
    return this.source.fork().transactional(async (em) => {
      await em.execute(
        'create temporary table rent_settings on commit drop as select ?::timestamptz as year_start, ?::timestamptz as recent_since, ?::int as min_homes, ?::timestamptz as computed_at',
        [yearStart, recentSince, MIN_HOMES, now],
      );
      await em.execute(HOMES);
      await em.execute('delete from rent_figures');
      await em.execute(RECOMPUTE);
      const [count] = await em.execute<{ n: number }[]>('select count(*)::int as n from rent_figures');
      return { figures: Number(count!.n) };
    });
  }

  async computedAt() {
    const [row] = await this.source.fork().execute<{ at: Date | string | null }[]>('select max(computed_at) as at from rent_figures');
    return row?.at ? new Date(row.at) : null;
  }

  async forCity(city: string) {
    return (await this.source.fork().execute<Row[]>('select * from rent_figures where city = ?', [city])).map(figureOf);
  }

  async forLocality(city: string, key: string) {
    return (await this.source.fork().execute<Row[]>('select * from rent_figures where city = ? and locality_key = ?', [city, key])).map(figureOf);
  }

  async comparables(keys: ComparableKey[]) {
    if (keys.length === 0) return [];
    const wanted = keys.map((k) => ({ ...k, key: localityKey(k.locality) }));
    const rows = await this.source
      .fork()
      .execute<Row[]>(
        `select * from rent_figures where source = 'ASKING' and period = 'NOW' and (city, locality_key, bhk, furnishing) in (${wanted.map(() => '(?, ?, ?, ?)').join(', ')})`,
        wanted.flatMap((k) => [k.city, k.key, k.bhk, k.furnishing]),
      );
    const found = new Map(rows.map((r) => [`${r.city}|${r.locality_key}|${r.bhk}|${r.furnishing}`, figureOf(r)]));
    return wanted.map((k) => found.get(`${k.city}|${k.key}|${k.bhk}|${k.furnishing}`) ?? null);
  }
}

function figureOf(row: Row): RentFigure {
  const range = row.p25 === null || row.median === null || row.p75 === null ? null : { p25: Number(row.p25), median: Number(row.median), p75: Number(row.p75) };
  return {
    city: row.city,
    localityKey: row.locality_key,
    locality: row.locality,
    bhk: Number(row.bhk),
    furnishing: row.furnishing as FurnishingGroup,
    source: row.source as RentSource,
    period: row.period as RentPeriod,
    homes: Number(row.homes),
    range,
  };
}
