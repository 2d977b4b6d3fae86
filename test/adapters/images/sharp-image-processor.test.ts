import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnsupportedImageError, type ProcessedImage } from '../../../application/properties/ports/image-processor.port.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { ImageTooLargeError, MAX_INPUT_PIXELS, SharpImageProcessor, sniffImageFormat } from '../../../adapters/images/sharp-image-processor.js';
import { WorkLimiter } from '../../../adapters/images/work-limiter.js';
import { TestImages } from '../../support/images.js';

const processor = new SharpImageProcessor();
const ascii = (b: Uint8Array, from: number, to: number) => Buffer.from(b.subarray(from, to)).toString('latin1');
const isWebp = (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP';
const sizes = (out: ProcessedImage) => out.variants.map((v) => [v.width, v.height]);

/** Left half red, right half blue: shows which way a photo was turned. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ]);
const colourAt = async (webp: Uint8Array, x: number, y: number) => {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return data[i]! > 200 && data[i + 2]! < 60 ? 'red' : data[i + 2]! > 200 && data[i]! < 60 ? 'blue' : 'other';
};

describe('SharpImageProcessor', () => {
  it('makes WebP variants at 320, 640 and 1024 px from a large JPEG', async () => {
    const out = await processor.process(await TestImages.jpeg(2000, 1500));
    expect(out).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    expect(sizes(out)).toEqual([[320, 240], [640, 480], [1024, 768]]);
    for (const variant of out.variants) {
      expect(isWebp(variant.body)).toBe(true);
      expect(await sharp(variant.body).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('accepts PNG and WebP, recognised by their bytes', async () => {
    const png = await processor.process(await TestImages.png(1600, 1200));
    expect(png).toMatchObject({ format: 'png', width: 1600, height: 1200 });
    expect(png.variants.every((v) => isWebp(v.body))).toBe(true);
    const webp = await processor.process(await TestImages.webp(1200, 900));
    expect(webp).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(sizes(webp)).toEqual([[320, 240], [640, 480], [1024, 768]]);
  });

  it('never upscales: smaller photos give fewer variants, a tiny one a single variant at its own size', async () => {
    expect(sizes(await processor.process(await TestImages.png(800, 600)))).toEqual([[320, 240], [640, 480]]);
    expect(sizes(await processor.process(await TestImages.jpeg(1024, 768)))).toEqual([[320, 240], [640, 480], [1024, 768]]);
    expect(sizes(await processor.process(await TestImages.jpeg(200, 150)))).toEqual([[200, 150]]);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Orientation 6: the stored pixels must be turned 90° clockwise to be seen upright.
    const sideways = await halves(1200, 800).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const out = await processor.process(sideways);
    expect([out.width, out.height]).toEqual([800, 1200]);
    expect(sizes(out)).toEqual([[320, 480], [640, 960]]);
    // The stored left (red) half ends up on top once turned clockwise.
    const small = out.variants[0]!.body;
    expect(await colourAt(small, 160, 40)).toBe('red');
    expect(await colourAt(small, 160, 440)).toBe('blue');
  });

  it('strips EXIF, XMP and ICC metadata from every variant', async () => {
    const withMetadata = await TestImages.jpeg(1200, 900).then((jpeg) =>
      sharp(jpeg)
        .withExif({ IFD0: { Artist: 'Owner Name', Copyright: 'GPS and camera details' } })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
        .withIccProfile('p3')
        .jpeg()
        .toBuffer(),
    );
    const before = await sharp(withMetadata).metadata();
    expect([before.exif, before.xmp, before.icc].every(Boolean)).toBe(true);
    const out = await processor.process(withMetadata);
    for (const variant of out.variants) {
      const meta = await sharp(variant.body).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc, orientation: meta.orientation }).toEqual({ exif: undefined, xmp: undefined, icc: undefined, orientation: undefined });
      expect(Buffer.from(variant.body).includes('Owner Name')).toBe(false);
    }
  });

  const refusals: Array<[string, () => Uint8Array | Promise<Uint8Array>]> = [
    ['an ELF executable (whatever it is named)', () => TestImages.executable()],
    ['a PDF', () => TestImages.pdf()],
    ['plain text', () => Buffer.from('hello, this is not a photo')],
    ['an empty buffer', () => Buffer.alloc(0)],
    ['a JPEG cut in half', async () => TestImages.jpeg(1200, 900).then((b) => b.subarray(0, Math.floor(b.length / 2)))],
    ['a PNG cut short', async () => TestImages.png(800, 600).then((b) => b.subarray(0, b.length - 20))],
    ['a WebP cut in half', async () => TestImages.webp(1200, 900).then((b) => b.subarray(0, Math.floor(b.length / 2)))],
    ['a PNG signature followed by junk', () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 0x41)])],
    ['a RIFF/WEBP header followed by junk', () => Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(4096, 0x41)])],
    ['a GIF', () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).gif().toBuffer()],
  ];
  it.each(refusals)('refuses %s', async (_name, make) => {
    const error = await processor.process(await make()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsupportedImageError);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ kind: 'VALIDATION', message: 'Only JPEG, PNG or WebP images are allowed.', fields: { images: 'Only JPEG, PNG or WebP images are allowed.' } });
  });

  it(`refuses, from its header alone, a small file that would unpack into more than ${MAX_INPUT_PIXELS / 1e6} megapixels`, async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await processor.process(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ kind: 'VALIDATION', fields: { images: 'Each photo must be at most 50 megapixels.' } });
  });

  it('refuses an interlaced 7000 × 7000 PNG of a few hundred KB (it would be unpacked whole), and a large progressive JPEG', async () => {
    const interlaced = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } }).png({ progressive: true, compressionLevel: 9 }).toBuffer();
    expect(interlaced.length).toBeLessThan(300 * 1024);
    const progressiveMessage = 'A progressive or interlaced photo must be at most 16 megapixels: save it as a standard JPEG or make it smaller.';
    await expect(processor.process(interlaced)).rejects.toMatchObject({ fields: { images: progressiveMessage } });
    const progressive = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#8a2' } }).jpeg({ progressive: true }).toBuffer();
    await expect(processor.process(progressive)).rejects.toMatchObject({ fields: { images: progressiveMessage } });
    // The same 20 MP photo saved as a baseline JPEG is fine (it is read row by row), and so is a 12 MP progressive one.
    const baseline = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#8a2' } }).jpeg().toBuffer();
    expect(sizes(await processor.process(baseline))).toEqual([[320, 256], [640, 512], [1024, 819]]);
    const phoneProgressive = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#8a2' } }).jpeg({ progressive: true }).toBuffer();
    expect((await processor.process(phoneProgressive)).width).toBe(4032);
  });

  it('decodes at most `concurrency` photos at once; the others wait their turn and all finish', async () => {
    const limited = new SharpImageProcessor({ concurrency: 2 });
    const limiter = (limited as unknown as { limiter: WorkLimiter }).limiter;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, limiter.load.running)), 1);
    const photo = await TestImages.jpeg(3000, 2000);
    const results = await Promise.all(Array.from({ length: 6 }, () => limited.process(photo)));
    clearInterval(watch);
    expect(results.map((r) => r.variants.length)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(most).toBeLessThanOrEqual(2);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('sniffs formats from their magic numbers only', async () => {
    expect(sniffImageFormat(await TestImages.jpeg(10, 10))).toBe('jpeg');
    expect(sniffImageFormat(await TestImages.png(10, 10))).toBe('png');
    expect(sniffImageFormat(await TestImages.webp(10, 10))).toBe('webp');
    expect(sniffImageFormat(TestImages.executable())).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBeNull();
  });
});
