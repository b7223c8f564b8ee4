import sharp from 'sharp';
import type { DbClient } from '@trapline/db/client';
import { INTERVENTION_PROTOCOL_SELECT } from '@trapline/db/intervention-protocol';
import { finish, newDocument, numberPages } from './pdf.ts';
import { langOf, phaseText, type Lang, type RenderProgress } from './progress.ts';

type Unit = 'GRAMS' | 'MILLILITERS' | 'PIECES' | 'PACKAGE' | 'PERCENTAGE' | 'SET' | 'PPM' | 'CUBIC_METERS';
type Section = 'CAUSE' | 'DESCRIPTION' | 'PESTS_REMOVED';

const PL = {
  title: 'Protokół z wizyty',
  place: 'Placówka',
  company: 'Firma',
  created: 'Utworzono',
  author: 'Sporządził',
  generated: 'Wygenerowano',
  purpose: 'Cel wizyty',
  pestsRemoved: 'Usunięte szkodniki',
  actionTaken: 'Podjęte działania',
  area: 'Obszar',
  cause: 'Przyczyna',
  description: 'Opis',
  recommendations: 'Zalecenia',
  usedProducts: 'Użyte preparaty',
  product: 'Nazwa',
  activeSubstance: 'Substancja czynna',
  amount: 'Ilość',
  unit: 'Jednostka',
  noProducts: 'Nie użyto preparatów.',
  approval: 'Zatwierdzenie',
  approvedBy: 'Zatwierdził',
  signature: 'Podpis',
  signedByClient: 'Podpisany przez klienta',
  yes: 'tak',
  no: 'nie',
  images: 'Zdjęcia',
};
type Labels = typeof PL;

const LABELS: Record<Lang, Labels> = {
  pl: PL,
  en: {
    title: 'Visit protocol',
    place: 'Place',
    company: 'Company',
    created: 'Created',
    author: 'Written by',
    generated: 'Generated',
    purpose: 'Purpose of the visit',
    pestsRemoved: 'Pests removed',
    actionTaken: 'Action taken',
    area: 'Area',
    cause: 'Cause',
    description: 'Description',
    recommendations: 'Recommendations',
    usedProducts: 'Used products',
    product: 'Name',
    activeSubstance: 'Active substance',
    amount: 'Amount',
    unit: 'Unit',
    noProducts: 'No products were used.',
    approval: 'Approval',
    approvedBy: 'Approved by',
    signature: 'Signature',
    signedByClient: 'Signed by the client',
    yes: 'yes',
    no: 'no',
    images: 'Images',
  },
  de: {
    title: 'Besuchsprotokoll',
    place: 'Objekt',
    company: 'Firma',
    created: 'Erstellt',
    author: 'Verfasst von',
    generated: 'Erzeugt',
    purpose: 'Zweck des Besuchs',
    pestsRemoved: 'Entfernte Schädlinge',
    actionTaken: 'Durchgeführte Maßnahmen',
    area: 'Bereich',
    cause: 'Ursache',
    description: 'Beschreibung',
    recommendations: 'Empfehlungen',
    usedProducts: 'Verwendete Mittel',
    product: 'Name',
    activeSubstance: 'Wirkstoff',
    amount: 'Menge',
    unit: 'Einheit',
    noProducts: 'Es wurden keine Mittel verwendet.',
    approval: 'Freigabe',
    approvedBy: 'Freigegeben von',
    signature: 'Unterschrift',
    signedByClient: 'Vom Kunden unterschrieben',
    yes: 'ja',
    no: 'nein',
    images: 'Bilder',
  },
  it: {
    title: 'Verbale di visita',
    place: 'Struttura',
    company: 'Azienda',
    created: 'Creato',
    author: 'Redatto da',
    generated: 'Generato',
    purpose: 'Scopo della visita',
    pestsRemoved: 'Infestanti rimossi',
    actionTaken: 'Azioni intraprese',
    area: 'Area',
    cause: 'Causa',
    description: 'Descrizione',
    recommendations: 'Raccomandazioni',
    usedProducts: 'Prodotti usati',
    product: 'Nome',
    activeSubstance: 'Principio attivo',
    amount: 'Quantità',
    unit: 'Unità',
    noProducts: 'Nessun prodotto usato.',
    approval: 'Approvazione',
    approvedBy: 'Approvato da',
    signature: 'Firma',
    signedByClient: 'Firmato dal cliente',
    yes: 'sì',
    no: 'no',
    images: 'Immagini',
  },
  ru: {
    title: 'Протокол визита',
    place: 'Объект',
    company: 'Компания',
    created: 'Создан',
    author: 'Составил',
    generated: 'Сформирован',
    purpose: 'Цель визита',
    pestsRemoved: 'Удалённые вредители',
    actionTaken: 'Принятые меры',
    area: 'Площадь',
    cause: 'Причина',
    description: 'Описание',
    recommendations: 'Рекомендации',
    usedProducts: 'Использованные препараты',
    product: 'Название',
    activeSubstance: 'Действующее вещество',
    amount: 'Количество',
    unit: 'Единица',
    noProducts: 'Препараты не использовались.',
    approval: 'Утверждение',
    approvedBy: 'Утвердил',
    signature: 'Подпись',
    signedByClient: 'Подписан клиентом',
    yes: 'да',
    no: 'нет',
    images: 'Изображения',
  },
};

const UNITS: Record<Lang, Record<Unit, string>> = {
  pl: { GRAMS: 'g', MILLILITERS: 'ml', PIECES: 'szt.', PACKAGE: 'opak.', PERCENTAGE: '%', SET: 'kpl.', PPM: 'ppm', CUBIC_METERS: 'm³' },
  en: { GRAMS: 'g', MILLILITERS: 'ml', PIECES: 'pcs', PACKAGE: 'pkg', PERCENTAGE: '%', SET: 'set', PPM: 'ppm', CUBIC_METERS: 'm³' },
  de: { GRAMS: 'g', MILLILITERS: 'ml', PIECES: 'Stk.', PACKAGE: 'Pckg.', PERCENTAGE: '%', SET: 'Satz', PPM: 'ppm', CUBIC_METERS: 'm³' },
  it: { GRAMS: 'g', MILLILITERS: 'ml', PIECES: 'pz.', PACKAGE: 'conf.', PERCENTAGE: '%', SET: 'set', PPM: 'ppm', CUBIC_METERS: 'm³' },
  ru: { GRAMS: 'г', MILLILITERS: 'мл', PIECES: 'шт.', PACKAGE: 'уп.', PERCENTAGE: '%', SET: 'компл.', PPM: 'ppm', CUBIC_METERS: 'м³' },
};

/** Dates as the product writes them (DD/MM/YYYY HH:mm), in the product's home time zone. */
const when = (d: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

/** Any stored PNG or JPEG as a flat JPEG pdfkit embeds safely (16-bit or interlaced PNGs it does not), at most `px` wide. */
const embeddable = (data: Buffer, px: number) =>
  sharp(data, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();

/**
 * The PDF of one visit protocol: its place, the texts of each section with their images, the
 * table of used products, and the approval with the drawn signature.
 */
export async function renderInterventionProtocol(
  db: DbClient,
  readFile: (key: string) => Promise<Buffer>,
  options: { interventionId: number; lang: string; generatedAt: string },
  onProgress: RenderProgress = () => {},
): Promise<Buffer> {
  const language = langOf(options.lang);
  const l = LABELS[language];
  await onProgress(2, phaseText(language, 'reading'));
  const intervention = await db.intervention.findUniqueOrThrow({
    where: { id: options.interventionId },
    select: {
      ...INTERVENTION_PROTOCOL_SELECT,
      createdAt: true,
      user: { select: { name: true, surname: true } },
      place: { select: { name: true, address: true, company: { select: { name: true } } } },
      usedProducts: { select: { name: true, activeSubstance: true, amount: true, unit: true }, orderBy: { id: 'asc' } },
      images: { select: { type: true, filePath: true }, orderBy: { id: 'asc' } },
    },
  });
  const images = new Map<Section, Buffer[]>();
  for (const [index, image] of intervention.images.entries()) {
    await onProgress(5 + Math.round((index / Math.max(1, intervention.images.length)) * 45), phaseText(language, 'reading'));
    const list = images.get(image.type) ?? [];
    list.push(await embeddable(await readFile(image.filePath), 800));
    images.set(image.type, list);
  }
  const signature = intervention.approvedByImagePath ? await embeddable(await readFile(intervention.approvedByImagePath), 900) : null;

  await onProgress(60, phaseText(language, 'composing'));
  const doc = newDocument({ title: `${l.title} – ${intervention.name}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ensure = (height: number) => {
    if (doc.y + height > doc.page.height - 50) doc.addPage();
  };

  doc.font('bold').fontSize(18).fillColor('#0b7285').text(l.title);
  doc.font('bold').fontSize(13).fillColor('#212529').text(intervention.name).moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of [
    [l.place, `${intervention.place.name}, ${intervention.place.address}`],
    [l.company, intervention.place.company.name],
    [l.created, when(intervention.createdAt)],
    [l.author, intervention.user ? `${intervention.user.name} ${intervention.user.surname}` : '—'],
    [l.generated, when(new Date(options.generatedAt))],
  ] as const) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }

  const drawImages = (section: Section) => {
    const list = images.get(section);
    if (!list?.length) return;
    const size = (width - 20) / 3;
    ensure(size + 10);
    const y = doc.y + 4;
    list.forEach((data, i) => doc.image(data, left + i * (size + 10), y, { fit: [size, size], align: 'center', valign: 'center' }));
    doc.x = left;
    doc.y = y + size + 6;
  };
  const section = (label: string, text: string | null, imageSection?: Section) => {
    if (!text && !(imageSection && images.get(imageSection)?.length)) return;
    ensure(40);
    doc.moveDown(0.6).font('bold').fontSize(11).fillColor('#212529').text(label, left, doc.y, { width });
    doc
      .font('regular')
      .fontSize(10)
      .text(text || '—', { width });
    if (imageSection) drawImages(imageSection);
  };
  section(l.purpose, intervention.purpose);
  section(l.pestsRemoved, intervention.pestsRemoved, 'PESTS_REMOVED');
  section(l.actionTaken, intervention.actionTaken);
  section(l.area, intervention.area);
  section(l.cause, intervention.cause, 'CAUSE');
  section(l.description, intervention.description, 'DESCRIPTION');
  section(l.recommendations, intervention.recommendations);

  // The used products table.
  ensure(60);
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#212529').text(l.usedProducts, left, doc.y, { width }).moveDown(0.3);
  const columns = [
    { label: l.product, width: width * 0.35 },
    { label: l.activeSubstance, width: width * 0.35 },
    { label: l.amount, width: width * 0.15, right: true },
    { label: l.unit, width: width * 0.15 },
  ];
  const drawRow = (cells: string[], bold: boolean) => {
    const height =
      Math.max(
        ...cells.map((c, i) =>
          doc
            .font(bold ? 'bold' : 'regular')
            .fontSize(9)
            .heightOfString(c, { width: columns[i]!.width - 8 }),
        ),
      ) + 8;
    ensure(height);
    const y = doc.y;
    if (bold) doc.rect(left, y, width, height).fill('#f1f3f5');
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor('#212529')
        .text(cell, x + 4, y + 4, { width: columns[i]!.width - 8, align: columns[i]!.right && !bold ? 'right' : 'left' });
      x += columns[i]!.width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .strokeColor('#dee2e6')
      .lineWidth(0.5)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  if (intervention.usedProducts.length === 0) {
    doc.font('regular').fontSize(10).text(l.noProducts, left, doc.y, { width });
  } else {
    drawRow(
      columns.map((c) => c.label),
      true,
    );
    const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const product of intervention.usedProducts) {
      drawRow([product.name, product.activeSubstance, amount.format(product.amount.toNumber()), UNITS[language][product.unit]], false);
    }
  }

  // Approval with the drawn signature.
  ensure(signature ? 150 : 60);
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#212529').text(l.approval, left, doc.y, { width }).moveDown(0.3);
  doc.fontSize(10);
  if (intervention.approvedByText) doc.font('bold').text(`${l.approvedBy}: `, { continued: true }).font('regular').text(intervention.approvedByText);
  doc
    .font('bold')
    .text(`${l.signedByClient}: `, { continued: true })
    .font('regular')
    .text(intervention.signedByClient ? l.yes : l.no);
  if (signature) {
    doc.font('bold').text(`${l.signature}:`).moveDown(0.2);
    const y = doc.y;
    doc.image(signature, left, y, { fit: [220, 90] });
    doc.rect(left, y, 220, 90).strokeColor('#ced4da').lineWidth(0.5).stroke();
    doc.x = left;
    doc.y = y + 96;
  }

  await onProgress(90, phaseText(language, 'numberingPages', { total: doc.bufferedPageRange().count }));
  numberPages(doc);
  return finish(doc);
}
