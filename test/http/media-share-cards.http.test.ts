import { Readable } from 'node:stream';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UnsupportedImageError } from '../../application/properties/ports/image-processor.port.js';
import type { PrepareShareCard } from '../../application/properties/prepare-share-card.use-case.js';
import { LAZY_CARD_RETRY_AFTER_SECONDS, LAZY_CARDS_WAITING, mediaFiles, type mediaFilesNeeds } from '../../adapters/http/gallery/media-files.js';
import type { Resolved } from '../../adapters/typed-binding.js';

const LISTING = '0193a6f2-0000-7000-8000-0000000000aa';
const cardOf = (n: number) => `/media/properties/${LISTING}/0193a6f2-0000-7000-8000-${String(n).padStart(12, '0')}-1200x630.jpg`;

/**
 * GET /media's share cards made on a fetch: its own line of work, bounded, apart from uploads.
 * The middleware alone, over stand-ins for a public listing, the store and the card maker, so the test controls
 * when a card is finished.
 */
function mediaApp(make: (key: string) => Promise<boolean>) {
  const stored = new Set<string>();
  const calls: string[] = [];
  let opened = 0;
  let now = new Date('2026-11-22T10:00:00Z');
  const uses = {
    clock: { now: () => now },
    properties: { findById: async () => ({ isPublic: () => true }) },
    mediaLinks: { verify: () => false },
    mediaSource: {
      open: async (key: string) => {
        opened += 1;
        return stored.has(key) ? { body: Readable.from([Buffer.from('jpeg')]), contentType: 'image/jpeg', size: 4 } : null;
      },
    },
    prepareShareCard: {
      execute: async ({ propertyId, imageId }: { propertyId: string; imageId: string }) => {
        const key = `properties/${propertyId}/${imageId}-1200x630.jpg`;
        calls.push(key);
        const made = await make(key);
        if (made) stored.add(key);
        return made;
      },
    } as unknown as PrepareShareCard,
  } as unknown as Resolved<typeof mediaFilesNeeds>;
  const app = new Koa();
  app.use(mediaFiles(uses));
  return { server: app.callback(), calls, opened: () => opened, advanceHours: (hours: number) => (now = new Date(now.getTime() + hours * 3_600_000)) };
}

/** Lets every request already sent reach the line of cards (their reads of the store have answered). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('share cards made on a fetch of /media', () => {
  it('one at a time with a short line: past it, 503 with Retry-After; a fetch of a card already being made waits for that one', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const media = mediaApp(async () => {
      await finished;
      return true;
    });
    const inLine = Array.from({ length: 1 + LAZY_CARDS_WAITING }, (_, n) => request(media.server).get(cardOf(n)).then((res) => res));
    while (media.opened() < inLine.length) await settle();
    await settle();
    // One being made, LAZY_CARDS_WAITING waiting: the next cover is told to come back.
    const busy = await request(media.server).get(cardOf(100));
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(LAZY_CARD_RETRY_AFTER_SECONDS));
    // The same card as one in the line: no new work, it waits for that one.
    const twin = request(media.server).get(cardOf(3)).then((res) => res);
    finish();
    const answers = await Promise.all([...inLine, twin]);
    expect(answers.map((res) => res.status)).toEqual(Array(inLine.length + 1).fill(200));
    expect(media.calls).toHaveLength(inLine.length);
    expect(media.calls).not.toContain(cardOf(100).slice('/media/'.length));
    // Once the line is free, that cover is made.
    expect((await request(media.server).get(cardOf(100))).status).toBe(200);
  });

  it('a card its photo cannot be made into is not tried again on every fetch (for an hour)', async () => {
    const media = mediaApp(async () => {
      throw new UnsupportedImageError();
    });
    expect((await request(media.server).get(cardOf(1))).status).toBe(404);
    expect((await request(media.server).get(cardOf(1))).status).toBe(404);
    expect((await request(media.server).head(cardOf(1))).status).toBe(404);
    expect(media.calls).toHaveLength(1);
    media.advanceHours(1.1);
    expect((await request(media.server).get(cardOf(1))).status).toBe(404);
    expect(media.calls).toHaveLength(2);
  });
});
