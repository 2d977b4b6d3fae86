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
 * The homes whose rents count, one row per rent (into a temporary table the figures are then grouped from): asking
 * rents of listings that went live, agreed rents of tenancies both sides confirmed; `current` when it counts now (a
 * live listing, one let within RECENTLY_LET_DAYS of being listed; a tenancy holding its home, or confirmed within the
 * trend's months), `month` (India time) when it was listed or confirmed within them. Texts are compared byte-wise
 * (collation "C": the sort below is the job's cost), and a locality's key is worked out once per spelling.
 */
const HOMES = `
create temporary table rent_homes on commit drop as
with keys as (
  select locality, ${KEY_OF('locality')} collate "C" as locality_key from (select distinct locality from properties) spelled
)
select p.city collate "C" as city, k.locality_key, p.locality collate "C" as locality, p.bhk, p.furnishing collate "C" as furnishing,
       'ASKING' collate "C" as source, p.rent,
       (p.status = 'LIVE' or (p.status = 'RENTED' and p.published_at >= s.recent_since)) as current,
       case when p.published_at >= s.year_start then date_trunc('month', p.published_at at time zone '${INDIA_TIME_ZONE}')::date end as month
from properties p join keys k on k.locality = p.locality cross join rent_settings s
where p.published_at is not null and (p.status = 'LIVE' or p.published_at >= least(s.year_start, s.recent_since))
union all
select p.city collate "C", k.locality_key, p.locality collate "C", p.bhk, p.furnishing collate "C", 'AGREED' collate "C", t.rent,
       (t.status in ('CONFIRMED', 'ENDING') or t.confirmed_at >= s.year_start),
       case when t.confirmed_at >= s.year_start then date_trunc('month', t.confirmed_at at time zone '${INDIA_TIME_ZONE}')::date end
from tenancies t join properties p on p.id = t.property_id join keys k on k.locality = p.locality cross join rent_settings s
where t.confirmed_at is not null and t.status in ('CONFIRMED', 'ENDING', 'ENDED')
  and (t.status in ('CONFIRMED', 'ENDING') or t.confirmed_at >= s.year_start)`;

/**
 * Every figure in one statement: each home in the current period (`period` null) when it is current and in its month
 * when it has one; grouped by locality, BHK and furnishing, by locality and BHK, and by BHK for the whole city; the
 * three percentiles by one percentile_cont over one sort of each group's rents. Those of fewer than MIN_HOMES homes
 * are left out (only their count is stored).
 */
const RECOMPUTE = `
insert into rent_figures (city, locality_key, locality, bhk, furnishing, source, period, homes, p25, median, p75, computed_at)
select city, locality_key, locality, bhk, furnishing, source, coalesce(to_char(period, 'YYYY-MM'), 'NOW'), homes,
       case when homes >= s.min_homes then q[1] end, case when homes >= s.min_homes then q[2] end, case when homes >= s.min_homes then q[3] end,
       s.computed_at
from (
  select city,
         case when grouping(locality_key) = 1 then '' else locality_key end as locality_key,
         case when grouping(locality_key) = 1 then '' else max(locality) end as locality,
         bhk,
         case when grouping(furnishing) = 1 then 'ANY' else furnishing end as furnishing,
         source, period, count(*)::int as homes,
         percentile_cont(array[0.25, 0.5, 0.75]) within group (order by rent) as q
  from (
    select city, locality_key, locality, bhk, furnishing, source, rent, null::date as period from rent_homes where current
    union all
    select city, locality_key, locality, bhk, furnishing, source, rent, month from rent_homes where month is not null
  ) periods
  where locality_key <> ''
  group by grouping sets ((city, source, period, bhk, locality_key, furnishing), (city, source, period, bhk, locality_key), (city, source, period, bhk))
) figures cross join rent_settings s`;

/** How long one recompute may run before PostgreSQL cancels it (the job is then retried). */
export const RECOMPUTE_TIMEOUT_SECONDS = 300;

/** The rent figures on PostgreSQL (server or PGlite): computed by the database, read from rent_figures. */
export class PostgresRentFigureStore implements RentFigureStore {
  constructor(private readonly source: EntityManagerSource) {}

  async recompute(now: Date) {
    const yearStart = trendStart(now);
    const recentSince = new Date(now.getTime() - RECENTLY_LET_DAYS * 86_400_000);
    return this.source.fork().transactional(async (em) => {
      // A background job, not a request: past the pool's per-statement limit (a city of a million listings takes
      // seconds), with room for its sorts in memory; both only for this transaction.
      await em.execute(`set local statement_timeout = '${RECOMPUTE_TIMEOUT_SECONDS}s'`);
      await em.execute("set local work_mem = '64MB'");
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
