import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ReceiveRate } from '../../adapters/http/gallery/receive-rate.js';

/** A hand-driven clock: `later` queues the hold, `advance` moves time and lets due chunks through. */
function manualClock() {
  let now = 0;
  const held: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    later: (run: () => void, ms: number) => void held.push({ at: now + ms, run }),
    async advance(ms: number) {
      now += ms;
      for (const h of held.filter((x) => x.at <= now)) {
        held.splice(held.indexOf(h), 1);
        h.run();
      }
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('ReceiveRate: a photo batch is received no faster than its rate', () => {
  it('passes the first chunk at once and holds the next ones until the bytes before them are due', async () => {
    const clock = manualClock();
    const rate = new ReceiveRate(1000, clock.now, clock.later); // 1,000 bytes a second
    const received: number[] = [];
    const done = pipeline(
      Readable.from([Buffer.alloc(500), Buffer.alloc(500), Buffer.alloc(500)]),
      rate,
      new Writable({ write: (chunk: Buffer, _e, cb) => (received.push(chunk.length), cb()) }),
    );
    await clock.advance(0);
    expect(received).toEqual([500]); // the first chunk goes at once
    await clock.advance(499);
    expect(received).toEqual([500]); // the second is due after half a second
    await clock.advance(1);
    expect(received).toEqual([500, 500]);
    await clock.advance(500);
    expect(received).toEqual([500, 500, 500]);
    await done;
  });

  it('lets a slow sender through without holding it (no wait when the bytes come slower than the rate)', async () => {
    const clock = manualClock();
    const rate = new ReceiveRate(1000, clock.now, clock.later);
    const received: number[] = [];
    rate.on('data', (chunk: Buffer) => received.push(chunk.length));
    rate.write(Buffer.alloc(100));
    await clock.advance(0);
    await clock.advance(1000); // a second later: far more than 100 bytes' share
    rate.write(Buffer.alloc(100));
    await clock.advance(0);
    expect(received).toEqual([100, 100]);
  });

  it('keeps every byte in order', async () => {
    const rate = new ReceiveRate(10 * 1024 * 1024);
    const chunks = Array.from({ length: 20 }, (_, i) => Buffer.alloc(4096, i));
    const out: Buffer[] = [];
    await pipeline(Readable.from(chunks), rate, new Writable({ write: (c: Buffer, _e, cb) => (out.push(c), cb()) }));
    expect(Buffer.concat(out).equals(Buffer.concat(chunks))).toBe(true);
  });
});
