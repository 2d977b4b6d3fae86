import sharp from 'sharp';

/** Real photos made on the fly (no fixtures to download). */
export const TestImages = {
  jpeg: (width = 2000, height = 1500) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer(),
  png: (width = 800, height = 600) => sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer(),
  webp: (width = 1200, height = 900) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 90, b: 90 } } }).webp().toBuffer(),
  /** An ELF executable header: what a renamed program looks like. */
  executable: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0x90)]),
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
};
