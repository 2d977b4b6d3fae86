import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PdfRenderer, PrintedBlock, PrintedDocument } from '../../application/documents/ports/pdf-renderer.port.js';
import { pdfFonts } from './fonts.js';

type Doc = PDFKit.PDFDocument;

const PAGE = { size: 'A4' as const, margin: 34, footerHeight: 18 };
const COLOURS = { text: '#111827', muted: '#4b5563', rule: '#9ca3af' };
const SIZES = { title: 16, heading: 12, text: 10, small: 8, label: 9 };
const GAP = { afterTitle: 8, afterHeading: 3, afterText: 5, afterSmall: 3, afterFields: 4, card: 10, cardPadding: 9 };
const SIGNATURE = { space: 26, line: 170, stamp: { width: 54, height: 58 } };
const QR_SIZE = 70;
const LANGS = { en: 'en-IN', hi: 'hi-IN' } as const;

/**
 * The PDF renderer on pdfkit: A4 pages, Noto Sans Devanagari (regular and bold) embedded as subsets of the glyphs
 * used, shaped by fontkit (conjuncts, vowel signs, reph). Every run of text is written inside a marked-content span
 * whose ActualText is the text as typed, so copying and text extraction (poppler's pdftotext) read Hindi in its
 * logical order rather than the glyphs' visual one (the short i-matra is drawn before its consonant). A block never
 * breaks across pages (a card is moved whole to the next page); every page carries the footer and "n / m".
 */
export class PdfKitRenderer implements PdfRenderer {
  async render(document: PrintedDocument): Promise<Uint8Array> {
    const fonts = pdfFonts();
    const doc = new PDFDocument({
      size: PAGE.size,
      margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin + PAGE.footerHeight },
      bufferPages: true,
      pdfVersion: '1.7',
      lang: LANGS[document.language],
      displayTitle: true,
      info: { Title: document.title, Author: document.author, Creator: document.author },
    });
    const chunks: Buffer[] = [];
    const done = new Promise<Uint8Array>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
    shareLayouts(doc);
    const layout = new Layout(doc);
    for (const block of document.blocks) layout.place(block);
    layout.footers(document.footer ?? document.title);
    doc.end();
    return done;
  }
}

/**
 * Shaping a Devanagari word is slow in fontkit (its Indic shaping plan is made anew for every run: about 5 ms a
 * word), and pdfkit keeps the shaped words only for one document. The receipts repeat the same words from one PDF
 * to the next, so every document's fonts share one cache of shaped words per font, dropped whole when it holds
 * LAYOUT_CACHE_MAX words (names and addresses vary). A word's shape depends on the font alone: glyph ids, advances
 * and positions, the same in every document that embeds the font.
 */
const LAYOUT_CACHE_MAX = 20_000;
const sharedLayouts = new Map<string, Record<string, unknown>>();

function shareLayouts(doc: Doc): void {
  for (const name of ['regular', 'bold']) {
    doc.font(name);
    const font = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font;
    if (!font?.layoutCache) continue; // a pdfkit without the cache: nothing to share
    let shared = sharedLayouts.get(name);
    if (!shared || Object.keys(shared).length > LAYOUT_CACHE_MAX) {
      shared = Object.create(null) as Record<string, unknown>;
      sharedLayouts.set(name, shared);
    }
    font.layoutCache = shared;
  }
}

class Layout {
  constructor(private readonly doc: Doc) {}

  private get left() {
    return this.doc.page.margins.left;
  }
  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A top-level block at the cursor, on the next page when it does not fit in what is left of this one. */
  place(block: PrintedBlock): void {
    if (block.kind === 'pageBreak') {
      this.doc.addPage();
      return;
    }
    const height = this.block(block, this.left, 0, this.width, false);
    if (this.doc.y + height > this.bottom && this.doc.y > this.doc.page.margins.top) this.doc.addPage();
    const top = this.doc.y;
    const used = this.block(block, this.left, top, this.width, true);
    this.doc.x = this.left;
    this.doc.y = top + used;
  }

  /** Lays out (or, with draw false, only measures) a block at (x, y) in `width`; its height with the gap after it. */
  private block(block: PrintedBlock, x: number, y: number, width: number, draw: boolean): number {
    switch (block.kind) {
      case 'heading': {
        const size = block.level === 1 ? SIZES.title : SIZES.heading;
        return this.text(block.text, { x, y, width, size, bold: true, draw }) + (block.level === 1 ? GAP.afterTitle : GAP.afterHeading);
      }
      case 'paragraph': {
        const small = block.size === 'small';
        return (
          this.text(block.text, { x, y, width, size: small ? SIZES.small : SIZES.text, bold: block.strong, colour: small ? COLOURS.muted : COLOURS.text, draw }) +
          (small ? GAP.afterSmall : GAP.afterText)
        );
      }
      case 'fields': {
        // Two columns of label and value pairs, filled row by row.
        const column = (width - 12) / 2;
        const labelWidth = Math.min(110, column * 0.42);
        let height = 0;
        for (let i = 0; i < block.rows.length; i += 2) {
          let rowHeight = 0;
          for (const [j, row] of block.rows.slice(i, i + 2).entries()) {
            const cellX = x + j * (column + 12);
            const label = this.text(row.label, { x: cellX, y: y + height + 1, width: labelWidth - 4, size: SIZES.label, colour: COLOURS.muted, draw });
            const value = this.text(row.value, { x: cellX + labelWidth, y: y + height, width: column - labelWidth, size: SIZES.text, bold: true, draw });
            rowHeight = Math.max(rowHeight, label + 1, value);
          }
          height += rowHeight + 1;
        }
        return height + GAP.afterFields;
      }
      case 'signature':
        return this.signature(block, x, y, width, draw);
      case 'link':
        return this.link(block, x, y, width, draw);
      case 'card': {
        const pad = GAP.cardPadding;
        let height = pad;
        for (const child of block.blocks) height += this.block(child, x + pad, y + height, width - 2 * pad, draw);
        height += pad;
        if (draw) this.doc.save().lineWidth(0.8).strokeColor(COLOURS.rule).roundedRect(x, y, width, height, 6).stroke().restore();
        return height + GAP.card;
      }
      case 'pageBreak':
        return 0;
    }
  }

  /** A run of text, wrapped to `width`; its height. */
  private text(text: string, at: { x: number; y: number; width: number; size: number; bold?: boolean; colour?: string; draw: boolean; align?: 'left' | 'right' | 'center' }): number {
    const doc = this.doc.font(at.bold ? 'bold' : 'regular').fontSize(at.size);
    const options = { width: at.width, lineGap: 1, align: at.align ?? 'left' } as const;
    const height = doc.heightOfString(text, options);
    if (at.draw) {
      // ActualText: the text in logical order for copying and extraction (see the class's comment).
      doc.markContent('Span', { actual: text });
      doc.fillColor(at.colour ?? COLOURS.text).text(text, at.x, at.y, options);
      doc.endMarkedContent();
    }
    return height;
  }

  /**
   * A line to sign on at the right, its label under it; with a stamp, a dashed box for the revenue stamp left of the
   * line, as tall as the signature's place.
   */
  private signature(block: Extract<PrintedBlock, { kind: 'signature' }>, x: number, y: number, width: number, draw: boolean): number {
    const box = SIGNATURE.stamp;
    const space = block.stamp ? box.height - 14 : SIGNATURE.space;
    const lineX = x + width - SIGNATURE.line;
    const lineY = y + space;
    const label = this.text(block.label, { x: lineX, y: lineY + 3, width: SIGNATURE.line, size: SIZES.small, colour: COLOURS.muted, draw, align: 'center' });
    if (draw) this.doc.save().lineWidth(0.6).strokeColor(COLOURS.text).moveTo(lineX, lineY).lineTo(lineX + SIGNATURE.line, lineY).stroke().restore();
    let height = space + 3 + label;
    if (block.stamp) {
      const boxX = lineX - box.width - 24;
      if (draw) {
        this.doc.save().lineWidth(0.6).dash(3, { space: 2 }).strokeColor(COLOURS.rule).rect(boxX, y, box.width, box.height).stroke().undash().restore();
        this.text(block.stamp, { x: boxX + 4, y: y + box.height / 2 - 10, width: box.width - 8, size: SIZES.small - 1, colour: COLOURS.muted, draw, align: 'center' });
      }
      height = Math.max(height, box.height);
    }
    return height + GAP.afterText;
  }

  /** The address in words and a QR code that opens it (drawn as vector squares: sharp in print, a few hundred bytes). */
  private link(block: Extract<PrintedBlock, { kind: 'link' }>, x: number, y: number, width: number, draw: boolean): number {
    const textHeight = this.text(block.text, { x: x + QR_SIZE + 10, y: y + 4, width: width - QR_SIZE - 10, size: SIZES.small + 1, draw });
    if (draw) {
      const modules = QRCode.create(block.url, { errorCorrectionLevel: 'M' }).modules;
      const cell = QR_SIZE / modules.size;
      this.doc.save().fillColor('#000000');
      for (let row = 0; row < modules.size; row++) {
        let col = 0;
        while (col < modules.size) {
          if (!modules.get(row, col)) {
            col++;
            continue;
          }
          const start = col;
          while (col < modules.size && modules.get(row, col)) col++;
          this.doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
        }
      }
      this.doc.fill().restore();
      this.doc.link(x, y, QR_SIZE, QR_SIZE, block.url);
    }
    return Math.max(QR_SIZE, textHeight + 4) + GAP.afterText;
  }

  /** The footer and "n / m" on every page, below the bottom margin. */
  footers(footer: string): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const margins = this.doc.page.margins;
      const bottom = margins.bottom;
      margins.bottom = 0; // writing below the margin must not start a new page
      const y = this.doc.page.height - PAGE.margin;
      const pageNo = `${i - range.start + 1} / ${range.count}`;
      const numberWidth = 50;
      this.doc.font('regular').fontSize(SIZES.small).fillColor(COLOURS.muted);
      this.doc.markContent('Span', { actual: footer });
      this.doc.text(footer, margins.left, y, { width: this.width - numberWidth, lineBreak: false, ellipsis: true, height: SIZES.small + 4 });
      this.doc.endMarkedContent();
      this.doc.text(pageNo, this.doc.page.width - margins.right - numberWidth, y, { width: numberWidth, align: 'right', lineBreak: false });
      margins.bottom = bottom;
    }
  }
}
