import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { markerColors, markerShape, type MarkerShape, type MarkerState } from '@trapline/contracts/maps';
import PDFDocument from 'pdfkit';
import { FONTS, finish } from './pdf.ts';
import { phaseText, PROGRESS_EVERY, type Lang, type RenderProgress } from './progress.ts';

// SVG text (the JPG export) is drawn by librsvg through fontconfig, which finds no fonts in a slim
// container. Point it at the DejaVu fonts the PDFs use, before the first text is drawn.
if (!process.env.FONTCONFIG_FILE) {
  const dir = join(tmpdir(), 'trapline-fontconfig');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'fonts.conf');
  const fontDir = FONTS.regular.slice(0, FONTS.regular.lastIndexOf('/'));
  writeFileSync(file, `<?xml version="1.0"?>\n<fontconfig><dir>${fontDir}</dir><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>\n`);
  process.env.FONTCONFIG_FILE = file;
}

const TEXTS: Record<Lang, Record<'alert' | 'no_signal' | 'alert_no_signal' | 'online' | 'generated' | 'devices', string>> = {
  pl: {
    alert: 'Alarm',
    no_signal: 'Brak sygnału',
    alert_no_signal: 'Alarm i brak sygnału',
    online: 'Online',
    generated: 'Wygenerowano',
    devices: 'Urządzenia na planie',
  },
  en: {
    alert: 'Alert',
    no_signal: 'No signal',
    alert_no_signal: 'Alert and no signal',
    online: 'Online',
    generated: 'Generated',
    devices: 'Devices on the plan',
  },
  de: {
    alert: 'Alarm',
    no_signal: 'Kein Signal',
    alert_no_signal: 'Alarm und kein Signal',
    online: 'Online',
    generated: 'Erstellt',
    devices: 'Geräte auf dem Plan',
  },
  it: {
    alert: 'Allarme',
    no_signal: 'Nessun segnale',
    alert_no_signal: 'Allarme e nessun segnale',
    online: 'Online',
    generated: 'Generato',
    devices: 'Dispositivi sulla planimetria',
  },
  ru: {
    alert: 'Тревога',
    no_signal: 'Нет сигнала',
    alert_no_signal: 'Тревога и нет сигнала',
    online: 'Онлайн',
    generated: 'Создано',
    devices: 'Устройства на плане',
  },
};

export interface RenderedDevice {
  uniqueId: string;
  /** Pixel coordinates of the plan image, origin top left. */
  x: number;
  y: number;
  state: MarkerState;
  typeId: number;
  typeName: string;
  typeColor: string;
}

export interface PlanRender {
  placeName: string;
  mapName: string;
  image: Buffer;
  width: number;
  height: number;
  devices: RenderedDevice[];
  lang: Lang;
  generatedAt: Date;
}

interface LegendEntry {
  colors: string[];
  shape: MarkerShape;
  label: string;
}

/** Statuses present on the plan, then each device type present with its count. */
function legendOf(plan: PlanRender): LegendEntry[] {
  const texts = TEXTS[plan.lang];
  const states = new Set(plan.devices.map((d) => d.state));
  const entries: LegendEntry[] = (['alert', 'no_signal', 'alert_no_signal', 'online'] as const)
    .filter((s) => states.has(s))
    .map((s) => ({ colors: markerColors(s, ''), shape: markerShape(s), label: texts[s] }));
  const types = new Map<number, { name: string; color: string; count: number }>();
  for (const d of plan.devices) {
    const type = types.get(d.typeId) ?? { name: d.typeName, color: d.typeColor, count: 0 };
    type.count++;
    types.set(d.typeId, type);
  }
  for (const type of [...types.values()].sort((a, b) => a.name.localeCompare(b.name)))
    entries.push({ colors: markerColors('type', type.color), shape: 'circle', label: `${type.name} (${type.count})` });
  return entries;
}

const dateText = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/**
 * The plan as an A4 PDF: title, the plan image as uploaded (JPEG passes through without
 * re-encoding), each device as a vector marker with its unique id, and a legend. Vector drawing
 * keeps 2,000 markers to a few hundred milliseconds.
 */
export async function renderPlanPdf(plan: PlanRender, onProgress: RenderProgress = () => {}): Promise<Buffer> {
  // One page whose orientation follows the plan (the shared newDocument always opens portrait).
  const doc = new PDFDocument({
    size: 'A4',
    layout: planLayout(plan),
    margin: 30,
    info: { Title: `${plan.placeName} – ${plan.mapName}`, Producer: 'Trapline', Creator: 'Trapline' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  await drawPlanPage(doc, plan, onProgress);
  return finish(doc);
}

/** The orientation of an A4 page that fits the plan best. */
export const planLayout = (plan: { width: number; height: number }): 'landscape' | 'portrait' => (plan.width >= plan.height ? 'landscape' : 'portrait');

/**
 * Draws a plan on the document's current page, which the caller opened (A4 in `planLayout`):
 * the title, the image with each device's marker and unique id, and the legend. Shared by the
 * plan export and the place report. The document needs the fonts "regular" and "bold".
 */
export async function drawPlanPage(doc: PDFKit.PDFDocument, plan: PlanRender, onProgress: RenderProgress = () => {}): Promise<void> {
  const texts = TEXTS[plan.lang];
  const page = doc.page;
  const margin = 30;
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#212529')
    .text(`${plan.placeName} – ${plan.mapName}`, margin, margin, { width: page.width - 2 * margin, lineBreak: false, ellipsis: true });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#495057')
    .text(`${texts.generated}: ${dateText(plan.generatedAt)} · ${texts.devices}: ${plan.devices.length}`, margin, margin + 18, {
      width: page.width - 2 * margin,
      lineBreak: false,
    });

  const legend = legendOf(plan);
  const legendHeight = legendRows(legend, page.width - 2 * margin, 7) * 12 + 6;
  const top = margin + 34;
  const areaWidth = page.width - 2 * margin;
  const areaHeight = page.height - top - margin - legendHeight;
  const scale = Math.min(areaWidth / plan.width, areaHeight / plan.height);
  const imageWidth = plan.width * scale;
  const imageHeight = plan.height * scale;
  const left = margin + (areaWidth - imageWidth) / 2;
  doc.image(plan.image, left, top, { width: imageWidth, height: imageHeight });
  doc.rect(left, top, imageWidth, imageHeight).lineWidth(0.5).stroke('#adb5bd');

  // Markers shrink on crowded plans so they keep their place readable.
  const radius = plan.devices.length > 500 ? 2.2 : plan.devices.length > 150 ? 3 : 4;
  const fontSize = radius * 1.3;
  // Markers first, then every label over them; progress counts devices with both drawn, from 5 to 95 %.
  const total = plan.devices.length;
  const report = (done: number) => onProgress(5 + (90 * done) / Math.max(1, total), phaseText(plan.lang, 'drawingDevices', { done, total }));
  await report(0);
  for (const [index, device] of plan.devices.entries()) {
    const cx = left + device.x * scale;
    const cy = top + device.y * scale;
    drawPdfMarker(doc, cx, cy, radius, markerColors(device.state, device.typeColor), markerShape(device.state));
    if ((index + 1) % (2 * PROGRESS_EVERY) === 0) await report((index + 1) / 2);
  }
  doc.font('bold').fontSize(fontSize).fillColor('#212529');
  for (const [index, device] of plan.devices.entries()) {
    const cx = left + device.x * scale;
    const cy = top + device.y * scale;
    doc.text(device.uniqueId, cx - 15, cy - radius - fontSize - 0.5, { width: 30, align: 'center', lineBreak: false });
    if ((index + 1) % PROGRESS_EVERY === 0) await report(Math.round((total + index + 1) / 2));
  }
  await report(total);

  // Legend under the plan.
  let x = margin;
  let y = page.height - margin - legendHeight + 6;
  doc.font('regular').fontSize(7).fillColor('#212529');
  for (const entry of legend) {
    const width = 14 + doc.widthOfString(entry.label) + 12;
    if (x + width > page.width - margin && x > margin) {
      x = margin;
      y += 12;
    }
    drawPdfMarker(doc, x + 4, y + 4, 3.5, entry.colors, entry.shape);
    doc.fillColor('#212529').text(entry.label, x + 11, y, { lineBreak: false });
    x += width;
  }
}

function legendRows(entries: LegendEntry[], width: number, fontSize: number): number {
  let rows = 1;
  let x = 0;
  for (const entry of entries) {
    const w = 14 + entry.label.length * fontSize * 0.55 + 12;
    if (x + w > width && x > 0) {
      rows++;
      x = 0;
    }
    x += w;
  }
  return rows;
}

/** The outline of a marker as an SVG path (PDF and JPG alike); a diamond a little larger, for the same area. */
function markerPath(shape: MarkerShape, cx: number, cy: number, r: number): string {
  if (shape === 'circle') return `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
  const d = r * 1.3;
  return `M ${cx} ${cy - d} L ${cx + d} ${cy} L ${cx} ${cy + d} L ${cx - d} ${cy} Z`;
}

/** The right half of a marker (the red of alert with no signal over the yellow). */
function rightHalfPath(shape: MarkerShape, cx: number, cy: number, r: number): string {
  if (shape === 'circle') return `M ${cx} ${cy - r} A ${r} ${r} 0 0 1 ${cx} ${cy + r} Z`;
  const d = r * 1.3;
  return `M ${cx} ${cy - d} L ${cx + d} ${cy} L ${cx} ${cy + d} Z`;
}

function drawPdfMarker(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number, colors: string[], shape: MarkerShape) {
  doc.path(markerPath(shape, cx, cy, r)).fill(colors[0]!);
  if (colors.length === 2) doc.path(rightHalfPath(shape, cx, cy, r)).fill(colors[1]!);
  doc
    .path(markerPath(shape, cx, cy, r))
    .lineWidth(r / 4)
    .stroke('#ffffff');
}

/** A marker in the JPG's SVG overlay; the stroke comes from the enclosing group. */
function svgMarker(cx: number, cy: number, r: number, colors: string[], shape: MarkerShape, outlined = true): string {
  const outline = markerPath(shape, cx, cy, r);
  const half = colors.length === 2 ? `<path d="${rightHalfPath(shape, cx, cy, r)}" fill="${colors[1]}" stroke="none"/>` : '';
  return `<path d="${outline}" fill="${colors[0]}"${colors.length === 2 ? ' stroke="none"' : ''}/>${half}${colors.length === 2 && outlined ? `<path d="${outline}" fill="none"/>` : ''}`;
}

/**
 * A plan as inline SVG for an HTML page (the report preview): the image at `imageUrl` with the
 * devices drawn over it as the PDF draws them. It scales with the page (viewBox in image pixels).
 */
export function planSvg(plan: { name: string; width: number; height: number; devices: RenderedDevice[] }, imageUrl: string): string {
  const longest = Math.max(plan.width, plan.height);
  // About as large on the page as in the PDF: the plan fills the width, so markers follow its size.
  const radius = Math.max(3, longest / (plan.devices.length > 500 ? 260 : plan.devices.length > 150 ? 190 : 140));
  const fontSize = radius * 1.3;
  const markers = plan.devices.map((d) => svgMarker(d.x, d.y, radius, markerColors(d.state, d.typeColor), markerShape(d.state))).join('');
  const labels = plan.devices.map((d) => `<text x="${d.x}" y="${(d.y - radius - fontSize * 0.3).toFixed(1)}">${escapeXml(d.uniqueId)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${plan.width} ${plan.height}" width="100%" role="img" aria-label="${escapeXml(plan.name)}">` +
    `<image href="${escapeXml(imageUrl)}" width="${plan.width}" height="${plan.height}"/>` +
    `<g stroke="#ffffff" stroke-width="${(radius / 4).toFixed(1)}">${markers}</g>` +
    `<g font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize.toFixed(1)}" text-anchor="middle" fill="#212529">${labels}</g></svg>`
  );
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Longest side of a JPG export: plans beyond it are scaled down (markers keep their places). */
const JPG_MAX_SIDE = 6000;

/**
 * The plan as a JPEG: the image with markers and unique ids drawn over it, and a white band
 * below with the title and the legend. One SVG overlay composited by sharp.
 */
export async function renderPlanJpg(plan: PlanRender, onProgress: RenderProgress = () => {}): Promise<Buffer> {
  const texts = TEXTS[plan.lang];
  const scale = Math.min(1, JPG_MAX_SIDE / Math.max(plan.width, plan.height));
  const width = Math.round(plan.width * scale);
  const height = Math.round(plan.height * scale);
  const radius = Math.max(6, Math.round(Math.max(width, height) / 320));
  const fontSize = Math.max(10, Math.round(radius * 1.2));

  const markers: string[] = [];
  const labels: string[] = [];
  const total = plan.devices.length;
  await onProgress(5, phaseText(plan.lang, 'drawingDevices', { done: 0, total }));
  for (const [index, device] of plan.devices.entries()) {
    if (index > 0 && index % PROGRESS_EVERY === 0) await onProgress(5 + (45 * index) / total, phaseText(plan.lang, 'drawingDevices', { done: index, total }));
    const cx = (device.x * scale).toFixed(1);
    const cy = (device.y * scale).toFixed(1);
    markers.push(svgMarker(Number(cx), Number(cy), radius, markerColors(device.state, device.typeColor), markerShape(device.state)));
    labels.push(`<text x="${cx}" y="${(Number(cy) - radius - 3).toFixed(1)}">${escapeXml(device.uniqueId)}</text>`);
  }
  const overlay =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g stroke="#ffffff" stroke-width="${Math.max(1.5, radius / 4)}">${markers.join('')}</g>` +
    `<g font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="#212529">${labels.join('')}</g></svg>`;

  // The band below the plan: title, date and legend, wrapped to the image width.
  const legend = legendOf(plan);
  const bandFont = Math.max(12, Math.round(width / 110));
  const line = Math.round(bandFont * 1.6);
  const pad = bandFont;
  const titleY = pad + Math.round(bandFont * 1.25);
  const subtitleY = titleY + line;
  const items: string[] = [];
  let x = pad;
  let y = subtitleY + Math.round(line * 1.3);
  for (const entry of legend) {
    const itemWidth = bandFont * 1.4 + entry.label.length * bandFont * 0.62 + bandFont * 1.2;
    if (x + itemWidth > width - pad && x > pad) {
      x = pad;
      y += line;
    }
    const r = bandFont * 0.45;
    const cx = x + r;
    const cy = y - bandFont * 0.35;
    items.push(svgMarker(cx, cy, r, entry.colors, entry.shape, false));
    items.push(`<text x="${x + bandFont * 1.4}" y="${y}">${escapeXml(entry.label)}</text>`);
    x += itemWidth;
  }
  const bandHeight = Math.round(y + pad);
  const band =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bandHeight}"><rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g font-family="DejaVu Sans" fill="#212529">` +
    `<text x="${pad}" y="${titleY}" font-size="${Math.round(bandFont * 1.25)}" font-weight="bold">${escapeXml(`${plan.placeName} – ${plan.mapName}`)}</text>` +
    `<text x="${pad}" y="${subtitleY}" font-size="${Math.round(bandFont * 0.85)}" fill="#495057">${escapeXml(`${texts.generated}: ${dateText(plan.generatedAt)} · ${texts.devices}: ${plan.devices.length}`)}</text>` +
    `<g font-size="${bandFont}">${items.join('')}</g></g></svg>`;

  // sharp decodes, composites and encodes off the event loop, in one step: no finer progress.
  await onProgress(50, phaseText(plan.lang, 'composing'));
  const base = sharp(plan.image, { limitInputPixels: false }).rotate();
  return (scale < 1 ? base.resize({ width, height }) : base)
    .extend({ bottom: bandHeight, background: '#ffffff' })
    .composite([
      { input: Buffer.from(overlay), top: 0, left: 0 },
      { input: Buffer.from(band), top: height, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
