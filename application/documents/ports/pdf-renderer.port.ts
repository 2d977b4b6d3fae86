import type { Language } from '../../../domain/shared/language.js';
import { port } from '../../shared/port.js';

/**
 * A document to print, as blocks in reading order, every word already in the reader's language: what the
 * rent receipts and the rent agreement say, without how a PDF draws it. The adapter (adapters/pdf/) lays the
 * blocks out on A4 pages in fonts that shape Devanagari and Latin alike.
 */
export type PrintedBlock =
  /** A title (level 1) or a section's heading (level 2). */
  | { kind: 'heading'; text: string; level: 1 | 2 }
  /** Running text; `small` for notes, `strong` in bold. */
  | { kind: 'paragraph'; text: string; size?: 'normal' | 'small'; strong?: boolean }
  /** Label and value pairs, one a line (the parties, the amount, the period). */
  | { kind: 'fields'; rows: ReadonlyArray<{ label: string; value: string }> }
  /** A line to sign on, its label under it; with `stamp`, a box beside it where a revenue stamp goes, labelled so. */
  | { kind: 'signature'; label: string; stamp?: string }
  /** An address to visit, printed as text and drawn as a QR code that opens it. */
  | { kind: 'link'; text: string; url: string }
  /** A bordered box whose blocks are kept on one page (a receipt; a clause's approval record). */
  | { kind: 'card'; blocks: readonly PrintedBlock[] }
  /** The next block starts a new page. */
  | { kind: 'pageBreak' };

export interface PrintedDocument {
  language: Language;
  /** The PDF's title (its properties), e.g. "Rent receipts". */
  title: string;
  /** Who made it: the product's name. */
  author: string;
  blocks: readonly PrintedBlock[];
  /** A line at the foot of every page, beside "page n / m". */
  footer?: string;
}

/** Prints a document as a PDF (A4, fonts embedded as subsets, text extractable in reading order). */
export interface PdfRenderer {
  render(document: PrintedDocument): Promise<Uint8Array>;
}
export const PdfRenderer = port<PdfRenderer>('PdfRenderer');
