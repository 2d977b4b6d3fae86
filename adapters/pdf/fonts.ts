import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The PDFs' fonts, shipped in adapters/pdf/fonts/ with their licence (OFL.txt): Noto Sans Devanagari, whose one
 * font holds Latin, Devanagari and the rupee sign, so a line mixing English names with Hindi words needs no font
 * switch. Read once. From the sources (tsx, the tests) they sit beside this file; the compiled server
 * (dist/server/adapters/pdf/) finds them in the tree it was built from.
 */
const CANDIDATES = [new URL('./fonts/', import.meta.url), new URL('../../../../adapters/pdf/fonts/', import.meta.url)];

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  if (loaded) return loaded;
  const dir = CANDIDATES.map((url) => fileURLToPath(url)).find((path) => existsSync(`${path}NotoSansDevanagari-Regular.ttf`));
  if (!dir) throw new Error('The PDF fonts (adapters/pdf/fonts/NotoSansDevanagari-*.ttf) are missing');
  loaded = { regular: readFileSync(`${dir}NotoSansDevanagari-Regular.ttf`), bold: readFileSync(`${dir}NotoSansDevanagari-Bold.ttf`) };
  return loaded;
}
