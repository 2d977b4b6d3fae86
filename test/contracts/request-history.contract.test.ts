import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { RequestEventLog } from '../../application/customer-service/ports/request-event-log.port.js';
import type { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import type { PropertyRequestRepository } from '../../application/property-requests/ports/property-request.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InMemoryLeadRepository } from '../../adapters/persistence/in-memory/in-memory-lead.repository.js';
import { InMemoryPropertyRequestRepository } from '../../adapters/persistence/in-memory/in-memory-property-request.repository.js';
import { InMemoryRequestEventLog } from '../../adapters/persistence/in-memory/in-memory-request-event-log.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmLeadRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-lead.repository.js';
import { MikroOrmPropertyRequestRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property-request.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { PostgresRequestEventLog } from '../../adapters/persistence/mikro-orm/postgres-request-event-log.js';
import { RequestEvent } from '../../domain/customer-service/my-request.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { LeadMother } from '../mothers/lead.mother.js';
import { PropertyRequestMother } from '../mothers/property-request.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { adapterCases } from './repository-adapters.js';

interface Stores {
  users: UserRepository;
  leads: LeadRepository;
  requests: PropertyRequestRepository;
  events: RequestEventLog;
}

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/**
 * "My requests" storage, the same in memory and in PostgreSQL: a request's history read back in order, and the
 * requests made with a number claimed by the account that proves it (once, never another account's).
 */
describe('request history and claims contract', () => {
  const cases = adapterCases<Stores>(
    () => ({ users: new InMemoryUserRepository(), leads: new InMemoryLeadRepository(), requests: new InMemoryPropertyRequestRepository(), events: new InMemoryRequestEventLog() }),
    (source) => ({ users: new MikroOrmUserRepository(source), leads: new MikroOrmLeadRepository(source), requests: new MikroOrmPropertyRequestRepository(source), events: new PostgresRequestEventLog(source) }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      it('keeps each request\'s events, oldest first, apart from other requests\'', async () => {
        const { events } = await adapter.make();
        const one = { kind: 'CALLBACK' as const, id: uuidv7() };
        const two = { kind: 'PROPERTY_REQUEST' as const, id: uuidv7() };
        await events.add(RequestEvent.noted(one, 'After 5 pm please', at(30)));
        await events.add(RequestEvent.statusChanged(one, 'CONTACTED', at(10)));
        await events.add(RequestEvent.withdrawn(two, 'CLOSED', at(20)));
        const read = await events.listFor([one.id]);
        expect(read.map((e) => [e.kind, e.status, e.note, e.byRequester, e.createdAt.toISOString()])).toEqual([
          ['STATUS', 'CONTACTED', null, false, at(10).toISOString()],
          ['NOTE', null, 'After 5 pm please', true, at(30).toISOString()],
        ]);
        expect(read[0]).toBeInstanceOf(RequestEvent);
        expect((await events.listFor([one.id, two.id])).map((e) => e.requestId)).toEqual([one.id, two.id, one.id]);
        expect(await events.listFor([])).toEqual([]);
      });

      it('gives an account the requests made with its number that no account holds, and bumps their version', async () => {
        const { users, leads, requests } = await adapter.make();
        const person = UserMother.with({ primaryRole: 'TENANT' });
        const other = UserMother.with({ primaryRole: 'TENANT' });
        await users.save(person);
        await users.save(other);
        const signedOut = LeadMother.with({ mobileNo: person.mobileNo! });
        const othersLead = LeadMother.with({ mobileNo: person.mobileNo!, userId: other.id });
        const elsewhere = LeadMother.with({});
        const request = PropertyRequestMother.with({ mobileNo: person.mobileNo!, userId: null });
        for (const lead of [signedOut, othersLead, elsewhere]) await leads.save(lead);
        await requests.save(request);
        const stale = (await leads.findById(signedOut.id))!;

        expect(await leads.claimByMobile(person.mobileNo!, person.id)).toBe(1);
        expect(await requests.claimByMobile(person.mobileNo!, person.id)).toBe(1);
        expect((await leads.listByUser(person.id)).map((l) => l.id)).toEqual([signedOut.id]);
        expect((await leads.listByUser(other.id)).map((l) => l.id)).toEqual([othersLead.id]);
        expect((await requests.findById(request.id))!.userId).toBe(person.id);
        expect(await leads.claimByMobile(person.mobileNo!, person.id)).toBe(0);
        // A copy read before the claim cannot save the request back without its account.
        stale.changeStatus('CONTACTED', other.id, at(5));
        await expect(leads.save(stale)).rejects.toBeInstanceOf(ConcurrentModificationError);
      });
    });
  }
});
