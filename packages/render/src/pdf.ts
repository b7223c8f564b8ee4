import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

// DejaVu covers Polish, German, Italian and Russian letters; the 14 standard PDF fonts do not.
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONTS = { regular: join(fontDir, 'DejaVuSans.ttf'), bold: join(fontDir, 'DejaVuSans-Bold.ttf') };

/** An A4 document with the product's fonts registered as "regular" and "bold". */
export function newDocument(info: { title: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: info.title, Producer: 'Trapline', Creator: 'Trapline' }, bufferPages: true });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

/** Ends a document and answers its bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Page numbers "n / total" in the footer of every page (needs bufferPages). */
export function numberPages(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer lies below the bottom margin: without this PDFKit would open a blank page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#868e96')
      .text(`${i + 1} / ${count}`, 40, doc.page.height - 30, { width: doc.page.width - 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
