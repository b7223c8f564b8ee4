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

/**
 * One row of a table from the left margin, in 8 pt (bold for a header), with a thin line below; it
 * starts a new page when it would run into the footer.
 */
export function tableRow(doc: PDFKit.PDFDocument, widths: number[], cells: Array<string | number>, bold: boolean) {
  const height =
    Math.max(
      ...cells.map((c, i) =>
        doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(8)
          .heightOfString(String(c), { width: widths[i]! - 4 }),
      ),
    ) + 6;
  if (doc.y + height > doc.page.height - 50) doc.addPage();
  const y = doc.y;
  let x = 40;
  cells.forEach((cell, i) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(8)
      .fillColor('#212529')
      .text(String(cell), x + 2, y + 3, { width: widths[i]! - 4 });
    x += widths[i]!;
  });
  doc
    .moveTo(40, y + height)
    .lineTo(x, y + height)
    .strokeColor('#dee2e6')
    .lineWidth(0.5)
    .stroke();
  doc.x = 40;
  doc.y = y + height;
}
