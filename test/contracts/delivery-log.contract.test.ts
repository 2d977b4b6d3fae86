import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryDeliveryLog } from '../../adapters/persistence/in-memory/in-memory-delivery-log.js';
import { PostgresDeliveryLog } from '../../adapters/persistence/mikro-orm/postgres-delivery-log.js';
import type { DeliveryLog } from '../../application/shared/ports/delivery-log.port.js';
import { deliverOnce } from '../../application/shared/outbound-messages.js';
import { FakeClock } from '../support/fake-clock.js';
import { adapterCases } from './repository-adapters.js';

describe('DeliveryLog contract', () => {
  const cases = adapterCases<DeliveryLog>(
    () => new InMemoryDeliveryLog(),
    (source) => new PostgresDeliveryLog(source),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      it('knows a recorded delivery by its key; recording it again changes nothing', async () => {
        const log = await adapter.make();
        const key = `sms:${randomUUID()}`;
        expect(await log.has(key)).toBe(false);
        await log.add(key, new Date('2026-11-22T10:00:00Z'));
        await log.add(key, new Date('2026-11-22T11:00:00Z'));
        expect(await log.has(key)).toBe(true);
        expect(await log.has(`sms:${randomUUID()}`)).toBe(false);
      });

      it('forgets deliveries older than the cut-off, and only those', async () => {
        const log = await adapter.make();
        const [old, recent] = [`sms:${randomUUID()}`, `sms:${randomUUID()}`];
        await log.add(old, new Date('2020-01-01T00:00:00Z'));
        await log.add(recent, new Date('2020-03-01T00:00:00Z'));
        expect(await log.purgeBefore(new Date('2020-02-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
        expect(await log.has(old)).toBe(false);
        expect(await log.has(recent)).toBe(true);
      });

      it('with deliverOnce, sends once per key however often the job runs, and again after a failed send', async () => {
        const log = await adapter.make();
        const clock = new FakeClock();
        const key = `sms:${randomUUID()}`;
        let sent = 0;
        let fail = true;
        const send = async () => {
          if (fail) {
            fail = false;
            throw new Error('provider down');
          }
          sent += 1;
        };
        await expect(deliverOnce(log, clock, key, send)).rejects.toThrow('provider down'); // not recorded: retried
        await deliverOnce(log, clock, key, send);
        await deliverOnce(log, clock, key, send); // the job run again (a crash before it was marked done)
        expect(sent).toBe(1);
      });
    });
  }
});
