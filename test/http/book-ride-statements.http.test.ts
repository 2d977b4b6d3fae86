import { AbstractSqlConnection } from '@mikro-orm/sql';
import { afterAll, describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { useTestApp } from '../support/test-app.js';

/**
 * What one booking costs the database: every SQL statement MikroORM sends while POST /rides is answered
 * (authentication included), counted at the connection. BookRide reads the listing once and answers the
 * booking from what it has in hand.
 */
const statements: string[] = [];
let counting = false;
/** Every statement passes through the connection's (protected) logQuery. */
const connection = AbstractSqlConnection.prototype as unknown as { logQuery(query: string, context?: unknown): void };
const logQuery = connection.logQuery;
connection.logQuery = function (this: unknown, query: string, context?: unknown) {
  if (counting) statements.push(query);
  return logQuery.call(this, query, context);
};
afterAll(() => {
  connection.logQuery = logQuery;
});

describe('POST /rides statements (pglite)', () => {
  const app = useTestApp('pglite');
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('books a visit in at most 7 SQL statements', async () => {
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201);
    await app.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(bearer(app.adminToken)).send({ action: 'approve' }).expect(200);
    const tenant = await app.signedIn('TENANT');
    await app.http.get('/api/v1/users/me').set(bearer(tenant.token)).expect(200); // the session's first use out of the way

    counting = true;
    await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: created.body.data.id, slot_date: '2026-11-23', slot_start: '10:00' }).expect(201);
    counting = false;
    console.info(`POST /rides: ${statements.length} SQL statements\n${statements.map((s) => `  ${s.slice(0, 160)}`).join('\n')}`);
    expect(statements.length).toBeLessThanOrEqual(7);
  });
});
