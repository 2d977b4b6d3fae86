import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfKitRenderer } from '../../../adapters/pdf/pdfkit-renderer.js';
import { rentReceiptsDocument } from '../../../application/rent-receipts/rent-receipts-layout.js';
import { makeRentReceipts, type RentReceiptsInput } from '../../../domain/rent-receipts/rent-receipts.js';
import { financialYearMonths } from '../../../domain/shared/year-month.js';

/**
 * The receipts' PDF as a reader gets it: its text read back by poppler's pdftotext (what copying from a viewer
 * gives, Hindi in its logical order), page 1 drawn by pdftoppm, and its size.
 */
const dir = mkdtempSync(join(tmpdir(), 'receipts-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const renderer = new PdfKitRenderer();
let files = 0;
async function print(input: Partial<RentReceiptsInput>): Promise<{ file: string; bytes: Uint8Array; text: string }> {
  const receipts = makeRentReceipts({
    language: 'en',
    tenantName: 'Ramesh Kumar',
    landlordName: 'Sita Devi',
    landlordPan: 'ABCDE1234F',
    address: 'Flat 203, Shri Krishna Apartments, Boring Road, Patna 800001',
    months: financialYearMonths(2025).map((month) => ({ month, amount: 12_500, mode: 'UPI' as const })),
    selfMade: true,
    madeOn: '2026-11-22',
    ...input,
  });
  const bytes = await renderer.render(rentReceiptsDocument(receipts, { product: 'GharSetu' }));
  const file = join(dir, `receipts-${++files}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).normalize('NFC');
  return { file, bytes, text };
}

/** Page 1 drawn at 100 dpi: the PNG's width and height (from its IHDR chunk). */
function drawFirstPage(file: string): { width: number; height: number; bytes: number } {
  execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  const png = readFileSync(file.replace(/\.pdf$/, '.png'));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
}

describe('the rent receipts PDF', () => {
  it('in English: names, address, amounts with Indian grouping, months, mode, PAN and its note, self-made', async () => {
    const { file, text } = await print({});
    for (const words of ['Rent receipt · April 2025', 'Rent receipt · March 2026', 'Receipt 12 of 12', 'Ramesh Kumar', 'Sita Devi', 'Boring Road, Patna 800001', '₹12,500', 'ABCDE1234F', 'UPI', '1 April 2025 to 30 April 2025']) {
      expect(text).toContain(words);
    }
    expect(text).toContain("The year's rent (₹1,50,000) is above ₹1,00,000");
    expect(text).toContain('Self-made receipt');
    expect(text).not.toContain('Revenue stamp'); // paid by UPI
    const page = drawFirstPage(file);
    expect(page).toMatchObject({ width: 827, height: 1170 }); // A4 at 100 dpi
    expect(page.bytes).toBeGreaterThan(10_000); // drawn, not blank
  });

  it('in Hindi: the Devanagari words come back whole (conjuncts and vowel signs), with the same figures', async () => {
    const { file, text } = await print({ language: 'hi', tenantName: 'रमेश कुमार', address: 'फ़्लैट 203, श्री कृष्ण अपार्टमेंट, बोरिंग रोड, पटना 800001', months: [{ month: '2025-04', amount: 12_500, mode: 'CASH' }] });
    for (const words of ['किराए की रसीद · अप्रैल 2025', 'रमेश कुमार', 'श्री कृष्ण अपार्टमेंट', 'किराए के रूप में', 'प्राप्त हुए', '₹12,500', 'नकद', 'मकान मालिक का PAN', 'ABCDE1234F', 'स्वयं बनाई गई रसीद']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('रेवेन्यू स्टाम्प ₹1'); // cash above ₹5,000
    expect(text).toContain('1 अप्रैल 2025 से 30 अप्रैल 2025 तक');
    expect(drawFirstPage(file)).toMatchObject({ width: 827, height: 1170 });
  });

  it('leaves the PAN and its note out below ₹1,00,000 a year', async () => {
    const { text } = await print({ landlordPan: null, months: [{ month: '2025-04', amount: 8000, mode: 'BANK_TRANSFER' }] });
    expect(text).toContain('₹8,000');
    expect(text).toContain('Bank transfer');
    expect(text).not.toContain("Landlord's PAN");
    expect(text).not.toContain('above ₹1,00,000');
  });

  it("a tenancy's receipt prints its verification address (and a QR code) instead of the self-made line", async () => {
    const { text } = await print({ selfMade: false, months: [{ month: '2025-04', amount: 12_500, mode: 'UPI', verification: { url: 'https://gharsetu.example/r/AB12CD34' } }] });
    expect(text).toContain('Check this receipt at https://gharsetu.example/r/AB12CD34');
    expect(text).not.toContain('Self-made');
  });

  it('of 12 months, in either language, is under 200 KB', async () => {
    for (const language of ['en', 'hi'] as const) {
      const { bytes } = await print({ language, months: financialYearMonths(2025).map((month, i) => ({ month, amount: 12_500, mode: i % 2 ? 'CASH' : 'UPI' })) });
      expect(bytes.length, language).toBeLessThan(200 * 1024);
    }
  });
});
