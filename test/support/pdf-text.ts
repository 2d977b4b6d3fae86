import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text as poppler's pdftotext reads it back (what copying from a viewer gives), NFC. */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).normalize('NFC');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page 1 of a PDF drawn by pdftoppm at 100 dpi: the PNG's width, height and size in bytes. */
export function firstPagePng(bytes: Uint8Array): { width: number; height: number; bytes: number } {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const png = readFileSync(join(dir, 'page.png'));
    if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('pdftoppm drew no PNG');
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** supertest's parser for a binary answer (a PDF): the body as a Buffer. */
export const binaryBody = (res: unknown, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};
