import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import QRCode from 'qrcode';
import { formatQrCode, qrCodeUrl } from '@trapline/contracts/qrcodes';
import { finish, newDocument } from './pdf.ts';
import { type Lang, type RenderProgress, phaseText } from './progress.ts';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const MONO_BOLD = join(fontDir, 'DejaVuSansMono-Bold.ttf');

const MM = 72 / 25.4;

/**
 * The sheet: A4 with 3 × 7 labels of 70 × 42.3 mm, edge to edge, the common self-adhesive
 * sheet (21 labels); on plain paper the thin grey frames are the cutting lines.
 */
export const LABEL_SHEET = { columns: 3, rows: 7, width: 70 * MM, height: 42.3 * MM, padding: 4 * MM } as const;
export const LABELS_PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;

export interface QrLabelSheet {
  lang: Lang;
  batchName: string;
  companyName: string;
  productName: string;
  webUrl: string;
  codes: readonly string[];
}

/** Modules of quiet zone around a QR image (the label's padding adds to it). */
const QUIET_MODULES = 2;
/** Labels drawn between two progress reports. */
const PROGRESS_EVERY = 50;

/**
 * Draws the label sheet: per code its QR image (the code's panel address, error correction M),
 * the product name and the code in groups of four, large enough to be typed. The QR modules are
 * vector rectangles (one per run of dark modules), so the sheet stays small and sharp at any
 * printer resolution.
 */
export async function renderQrLabels(sheet: QrLabelSheet, progress: RenderProgress = () => {}): Promise<Buffer> {
  const doc = newDocument({ title: `${sheet.productName} – ${sheet.batchName}` });
  doc.registerFont('mono', MONO_BOLD);
  // Labels reach the paper's edges: no margin, or pdfkit would start a page for the last row's texts.
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  const { columns, width, height, padding } = LABEL_SHEET;
  const pageHeight = doc.page.height;
  const top = (pageHeight - LABEL_SHEET.rows * height) / 2;
  const qrSize = height - 2 * padding;
  const textX = padding + qrSize + padding;
  const textWidth = width - textX - padding;

  for (let index = 0; index < sheet.codes.length; index++) {
    const onPage = index % LABELS_PER_PAGE;
    if (onPage === 0 && index > 0) doc.addPage({ size: 'A4', margin: 0 });
    const x = (onPage % columns) * width;
    const y = top + Math.floor(onPage / columns) * height;
    const code = sheet.codes[index]!;

    doc.lineWidth(0.25).strokeColor('#ced4da').rect(x, y, width, height).stroke();
    drawQr(doc, qrCodeUrl(sheet.webUrl, code), x + padding, y + padding, qrSize);

    doc
      .fillColor('#212529')
      .font('bold')
      .fontSize(9)
      .text(sheet.productName, x + textX, y + padding + 2, { width: textWidth, height: 24, ellipsis: true, lineBreak: false });
    doc.font('mono').fontSize(15);
    const groups = formatQrCode(code).split('-');
    groups.forEach((group, line) => doc.text(group, x + textX, y + padding + 22 + line * 19, { width: textWidth, lineBreak: false }));
    doc
      .font('regular')
      .fontSize(6)
      .fillColor('#868e96')
      .text(sheet.batchName, x + textX, y + height - padding - 8, { width: textWidth, height: 8, ellipsis: true, lineBreak: false });

    if ((index + 1) % PROGRESS_EVERY === 0)
      await progress(
        5 + Math.round((90 * (index + 1)) / sheet.codes.length),
        phaseText(sheet.lang, 'drawingLabels', { done: index + 1, total: sheet.codes.length }),
      );
  }
  await progress(95, phaseText(sheet.lang, 'composing'));
  return finish(doc);
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET_MODULES);
  // One path in module units (scaled by the matrix), written as raw operators: pdfkit's own
  // rect() formats every number and is several times slower for a thousand rectangles.
  const ops: string[] = [`q ${fixed(unit)} 0 0 ${fixed(unit)} ${fixed(x + QUIET_MODULES * unit)} ${fixed(y + QUIET_MODULES * unit)} cm 0 g`];
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        ops.push(`${start} ${row} ${col - start} 1 re`);
        start = -1;
      }
    }
  }
  ops.push('f Q');
  doc.addContent(ops.join('\n'));
}

const fixed = (n: number) => n.toFixed(3);
