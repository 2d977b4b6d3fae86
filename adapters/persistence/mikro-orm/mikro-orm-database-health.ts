import type { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DatabaseHealth } from '../../../application/shared/ports/database-health.port.js';
import { withinBudget } from '../database-health.js';

/**
 * `select 1` within `budgetMs`. On the PostgreSQL server the probe has its own one-connection pool, so a
 * full request pool (every connection waiting on a locked table) cannot make it queue; PGlite is a
 * single in-process connection, so there the probe simply runs on it and reports false when it has not
 * answered in time.
 */
export function mikroOrmDatabaseHealth(orm: MikroORM, budgetMs: number): DatabaseHealth {
  const url = orm.config.get('clientUrl');
  if (!(orm.driver instanceof PostgreSqlDriver) || !url) {
    return {
      check: () => withinBudget(() => orm.em.fork().getConnection().execute('select 1'), budgetMs),
      close: async () => undefined,
    };
  }
  let pool: pg.Pool | null = null;
  const probePool = () => {
    if (!pool) {
      pool = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: budgetMs,
        statement_timeout: budgetMs,
        query_timeout: budgetMs,
        idleTimeoutMillis: 30_000,
        allowExitOnIdle: true,
        application_name: 'health-probe',
      });
      // A dropped connection is reported as an event; without a listener it would end the process.
      pool.on('error', () => undefined);
    }
    return pool;
  };
  return {
    check: () => withinBudget(() => probePool().query('select 1'), budgetMs),
    close: async () => {
      const open = pool;
      pool = null;
      await open?.end().catch(() => undefined);
    },
  };
}
