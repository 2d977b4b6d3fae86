import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_CARD, UnsupportedImageError } from '../../../application/properties/ports/image-processor.port.js';
import { SHARE_CARD_MAX_BYTES, SharpImageProcessor } from '../../../adapters/images/sharp-image-processor.js';
import { TestImages } from '../../support/images.js';

const processor = new SharpImageProcessor();
const isBaselineJpeg = async (bytes: Uint8Array) => {
  const meta = await sharp(bytes).metadata();
  return meta.format === 'jpeg' && !meta.isProgressive;
};

/** Noise: a photo JPEG compresses worst (every pixel differs), as a busy room photographed in detail. */
const noise = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) pixels[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
};

/** Top band red, middle green, bottom band blue: which part of a tall photo the card keeps. */
const bands = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#00ff00' } })
    .composite([
      { input: { create: { width, height: height / 4, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      { input: { create: { width, height: height / 4, channels: 3, background: '#0000ff' } }, left: 0, top: (3 * height) / 4 },
    ])
    .png()
    .toBuffer();

describe("a listing photo's share card (the og:image of a shared link)", () => {
  it('is made only when asked for: 1200 × 630, a baseline JPEG, beside the usual WebP variants', async () => {
    const photo = await TestImages.jpeg(4032, 3024);
    expect((await processor.process(photo)).shareCard).toBeUndefined();
    const out = await processor.process(photo, { shareCard: true });
    expect(out.variants.map((v) => v.width)).toEqual([320, 640, 1024]);
    expect(out.shareCard).toMatchObject({ width: SHARE_CARD.width, height: SHARE_CARD.height });
    expect(await isBaselineJpeg(out.shareCard!.body)).toBe(true);
    expect(await sharp(out.shareCard!.body).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('fills the card whatever the photo: portrait, panorama, tiny, transparent PNG (cropped around the middle, on white)', async () => {
    for (const photo of [await TestImages.jpeg(1200, 1600), await TestImages.jpeg(4000, 800), await TestImages.jpeg(200, 150), await TestImages.png(800, 600), await TestImages.webp(1024, 768)]) {
      const card = (await processor.process(photo, { shareCard: true })).shareCard!;
      expect(await sharp(card.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    // A tall photo keeps its middle (green), not its top (red) or bottom (blue).
    const card = (await processor.process(await bands(600, 1200), { shareCard: true })).shareCard!;
    const { data, info } = await sharp(card.body).raw().toBuffer({ resolveWithObject: true });
    for (const y of [2, 315, 627]) {
      const i = (y * info.width + 600) * info.channels;
      expect([y, data[i]! < 60 && data[i + 1]! > 200 && data[i + 2]! < 60]).toEqual([y, true]);
    }
  });

  it(`stays under ${SHARE_CARD_MAX_BYTES / 1000} kB (what WhatsApp previews) even for the busiest photo`, async () => {
    const card = (await processor.process(await noise(2400, 1260), { shareCard: true })).shareCard!;
    expect(card.body.byteLength).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES);
    expect(await sharp(card.body).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('is made from a stored WebP variant for photos stored before cards existed; refuses what is not a photo', async () => {
    const stored = (await processor.process(await TestImages.jpeg(2000, 1500))).variants.at(-1)!.body;
    const card = await processor.shareCard(stored);
    expect(await sharp(card.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    await expect(processor.shareCard(TestImages.pdf())).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(processor.shareCard(stored.subarray(0, stored.length / 2))).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
