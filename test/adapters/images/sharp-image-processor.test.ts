import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnsupportedImageError } from '../../../application/properties/ports/image-processor.port.js';
import { SharpImageProcessor, sniffImageFormat } from '../../../adapters/images/sharp-image-processor.js';
import { TestImages } from '../../support/images.js';

const processor = new SharpImageProcessor();
const isWebp = (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString() === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString() === 'WEBP';

describe('SharpImageProcessor', () => {
  it('makes WebP variants at 320, 640 and 1024 px from a large JPEG', async () => {
    const out = await processor.process(await TestImages.jpeg(2000, 1500));
    expect(out).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    expect(out.variants.map((v) => [v.width, v.height])).toEqual([[320, 240], [640, 480], [1024, 768]]);
    expect(out.variants.every((v) => isWebp(v.body))).toBe(true);
  });

  it('accepts PNG and WebP too, and never upscales a small photo', async () => {
    expect((await processor.process(await TestImages.png(800, 600))).variants.map((v) => v.width)).toEqual([320, 640]);
    expect((await processor.process(await TestImages.webp(1200, 900))).format).toBe('webp');
    expect((await processor.process(await TestImages.jpeg(200, 150))).variants.map((v) => v.width)).toEqual([200]);
  });

  it('turns a photo by its EXIF orientation and strips the metadata', async () => {
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await processor.process(sideways);
    expect([out.width, out.height]).toEqual([800, 1200]);
    const meta = await sharp(out.variants[0]!.body).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ['an executable renamed .jpg', TestImages.executable()],
    ['a PDF', TestImages.pdf()],
    ['text', Buffer.from('hello, this is not a photo')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s by its bytes', async (_name, bytes) => {
    await expect(processor.process(bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a JPEG cut in half', async () => {
    const jpeg = await TestImages.jpeg(1200, 900);
    await expect(processor.process(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('sniffs formats from magic numbers only', async () => {
    expect(sniffImageFormat(await TestImages.png())).toBe('png');
    expect(sniffImageFormat(TestImages.executable())).toBeNull();
  });
});
