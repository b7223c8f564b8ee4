import type { DbClient } from '@trapline/db/client';
import { finish, newDocument, numberPages, tableRow } from './pdf.ts';
import { langOf, phaseText, type Lang, type RenderProgress } from './progress.ts';

const PL = {
  title: 'Raport z przeglądu',
  place: 'Placówka',
  company: 'Firma',
  started: 'Rozpoczęty',
  finished: 'Zakończony',
  performedBy: 'Wykonał',
  approved: 'Zatwierdził',
  notApproved: 'Niezatwierdzony',
  device: 'Urządzenie',
  type: 'Typ',
  zone: 'Strefa',
  actions: 'Akcje',
  pests: 'Szkodniki',
  observations: 'Obserwacje',
  none: '—',
  devices: 'Urządzenia w przeglądzie',
  generated: 'Wygenerowano',
  visual: 'Inspekcja wizualna',
  question: 'Pytanie',
  answer: 'Odpowiedź',
  note: 'Uwagi',
  recommendation: 'Zalecenie',
  yes: 'Tak',
  no: 'Nie',
  noAnswers: 'Brak odpowiedzi',
};

const LABELS: Record<Lang, typeof PL> = {
  pl: PL,
  en: {
    title: 'Inspection report',
    place: 'Place',
    company: 'Company',
    started: 'Started',
    finished: 'Finished',
    performedBy: 'Performed by',
    approved: 'Approved by',
    notApproved: 'Not approved',
    device: 'Device',
    type: 'Type',
    zone: 'Zone',
    actions: 'Actions',
    pests: 'Pests',
    observations: 'Observations',
    none: '—',
    devices: 'Devices in the inspection',
    generated: 'Generated',
    visual: 'Visual inspection',
    question: 'Question',
    answer: 'Answer',
    note: 'Note',
    recommendation: 'Recommendation',
    yes: 'Yes',
    no: 'No',
    noAnswers: 'No answers',
  },
  de: {
    title: 'Inspektionsbericht',
    place: 'Objekt',
    company: 'Firma',
    started: 'Begonnen',
    finished: 'Beendet',
    performedBy: 'Durchgeführt von',
    approved: 'Freigegeben von',
    notApproved: 'Nicht freigegeben',
    device: 'Gerät',
    type: 'Typ',
    zone: 'Zone',
    actions: 'Aktionen',
    pests: 'Schädlinge',
    observations: 'Beobachtungen',
    none: '—',
    devices: 'Geräte der Inspektion',
    generated: 'Erstellt',
    visual: 'Sichtprüfung',
    question: 'Frage',
    answer: 'Antwort',
    note: 'Anmerkung',
    recommendation: 'Empfehlung',
    yes: 'Ja',
    no: 'Nein',
    noAnswers: 'Keine Antworten',
  },
  it: {
    title: "Rapporto d'ispezione",
    place: 'Struttura',
    company: 'Azienda',
    started: 'Iniziata',
    finished: 'Terminata',
    performedBy: 'Eseguita da',
    approved: 'Approvata da',
    notApproved: 'Non approvata',
    device: 'Dispositivo',
    type: 'Tipo',
    zone: 'Zona',
    actions: 'Azioni',
    pests: 'Infestanti',
    observations: 'Osservazioni',
    none: '—',
    devices: "Dispositivi dell'ispezione",
    generated: 'Generato',
    visual: 'Ispezione visiva',
    question: 'Domanda',
    answer: 'Risposta',
    note: 'Nota',
    recommendation: 'Raccomandazione',
    yes: 'Sì',
    no: 'No',
    noAnswers: 'Nessuna risposta',
  },
  ru: {
    title: 'Отчёт о проверке',
    place: 'Объект',
    company: 'Компания',
    started: 'Начата',
    finished: 'Завершена',
    performedBy: 'Выполнил',
    approved: 'Утвердил',
    notApproved: 'Не утверждена',
    device: 'Устройство',
    type: 'Тип',
    zone: 'Зона',
    actions: 'Действия',
    pests: 'Вредители',
    observations: 'Наблюдения',
    none: '—',
    devices: 'Устройства проверки',
    generated: 'Создан',
    visual: 'Визуальный осмотр',
    question: 'Вопрос',
    answer: 'Ответ',
    note: 'Примечание',
    recommendation: 'Рекомендация',
    yes: 'Да',
    no: 'Нет',
    noAnswers: 'Нет ответов',
  },
};

/** Device rows written between two progress reports. */
const ROWS_PER_REPORT = 50;

const when = (d: Date | null | undefined) =>
  d ? `${d.toISOString().slice(8, 10)}/${d.toISOString().slice(5, 7)}/${d.toISOString().slice(0, 4)} ${d.toISOString().slice(11, 19)}` : '—';
const person = (p: { name: string; surname: string } | null) => (p ? `${p.name} ${p.surname}` : '—');

/**
 * The PDF of one inspection: its place and people, its visual-inspection answers, then every
 * device it covered with the actions, pests and observations recorded during it.
 */
export async function renderInspectionReport(db: DbClient, inspectionId: number, lang: string, onProgress: RenderProgress = () => {}): Promise<Buffer> {
  const language = langOf(lang);
  const l = LABELS[language];
  await onProgress(2, phaseText(language, 'reading'));
  const inspection = await db.inspection.findUniqueOrThrow({
    where: { id: inspectionId },
    select: {
      name: true,
      startedAt: true,
      finishedAt: true,
      approved: true,
      approvedAt: true,
      user: { select: { name: true, surname: true } },
      approvedBy: { select: { name: true, surname: true } },
      place: { select: { name: true, address: true, company: { select: { name: true } } } },
      devices: {
        select: {
          device: {
            select: { id: true, uniqueId: true, prefix: true, number: true, deviceType: { select: { name: true } }, zone: { select: { name: true } } },
          },
        },
      },
      actionRecords: { select: { deviceId: true, amount: true, deviceTypeAction: { select: { name: true } } } },
      objectRecords: { select: { deviceId: true, amount: true, deviceTypeObject: { select: { name: true } } } },
      observationRecords: { select: { deviceId: true, amount: true, deviceTypeObservation: { select: { name: true } } } },
      answers: { select: { questionText: true, value: true, note: true, recommendation: true }, orderBy: { id: 'asc' } },
    },
  });
  const doc = newDocument({ title: `${l.title} – ${inspection.name}` });
  doc.font('bold').fontSize(18).fillColor('#0b7285').text(l.title);
  doc.font('bold').fontSize(13).fillColor('#212529').text(inspection.name).moveDown(0.5);
  doc.font('regular').fontSize(10);
  for (const [label, value] of [
    [l.place, `${inspection.place.name}, ${inspection.place.address}`],
    [l.company, inspection.place.company.name],
    [l.started, when(inspection.startedAt)],
    [l.finished, when(inspection.finishedAt)],
    [l.performedBy, person(inspection.user)],
    [l.approved, inspection.approved ? `${person(inspection.approvedBy)}, ${when(inspection.approvedAt)}` : l.notApproved],
  ] as const) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown();

  const summary = (rows: { deviceId: number; amount: { toNumber(): number }; name: string }[], deviceId: number) =>
    rows
      .filter((r) => r.deviceId === deviceId)
      .map((r) => `${r.name} ×${r.amount.toNumber()}`)
      .join(', ') || l.none;
  const actions = inspection.actionRecords.map((r) => ({ ...r, name: r.deviceTypeAction.name }));
  const pests = inspection.objectRecords.map((r) => ({ ...r, name: r.deviceTypeObject.name }));
  const observations = inspection.observationRecords.map((r) => ({ ...r, name: r.deviceTypeObservation.name }));
  const devices = inspection.devices
    .map((d) => d.device)
    .sort((a, b) => a.prefix.localeCompare(b.prefix) || (a.number ?? 0) - (b.number ?? 0) || a.uniqueId.localeCompare(b.uniqueId));

  const drawRow = (columns: { width: number }[], cells: string[], bold: boolean) =>
    tableRow(
      doc,
      columns.map((c) => c.width),
      cells,
      bold,
    );
  const drawHeader = (columns: { label: string; width: number }[]) =>
    drawRow(
      columns,
      columns.map((c) => c.label),
      true,
    );
  // The visual-inspection answers, as on the inspection screen (a dash for what is empty).
  doc.font('bold').fontSize(12).fillColor('#212529').text(l.visual).moveDown(0.3);
  if (inspection.answers.length === 0) {
    doc.font('regular').fontSize(10).text(l.noAnswers);
  } else {
    const answerColumns = [
      { label: l.question, width: 170 },
      { label: l.answer, width: 55 },
      { label: l.note, width: 145 },
      { label: l.recommendation, width: 145 },
    ];
    drawHeader(answerColumns);
    for (const answer of inspection.answers) {
      const value = answer.value === 'YES' ? l.yes : answer.value === 'NO' ? l.no : l.none;
      drawRow(answerColumns, [answer.questionText || l.none, value, answer.note || l.none, answer.recommendation || l.none], false);
    }
  }
  doc.moveDown();

  doc.font('bold').fontSize(12).fillColor('#212529').text(`${l.devices} (${inspection.devices.length})`, 40).moveDown(0.3);
  const columns = [
    { label: l.device, width: 55 },
    { label: l.type, width: 90 },
    { label: l.zone, width: 70 },
    { label: l.actions, width: 100 },
    { label: l.pests, width: 100 },
    { label: l.observations, width: 100 },
  ];
  drawHeader(columns);
  const total = devices.length;
  for (const [index, device] of devices.entries()) {
    if (index % ROWS_PER_REPORT === 0) await onProgress(5 + (85 * index) / Math.max(1, total), phaseText(language, 'writingRows', { done: index, total }));
    drawRow(
      columns,
      [
        device.uniqueId,
        device.deviceType.name,
        device.zone?.name ?? l.none,
        summary(actions, device.id),
        summary(pests, device.id),
        summary(observations, device.id),
      ],
      false,
    );
  }
  doc
    .moveDown()
    .font('regular')
    .fontSize(8)
    .fillColor('#868e96')
    .text(`${l.generated}: ${when(new Date())} UTC`, 40);
  await onProgress(92, phaseText(language, 'numberingPages', { total: doc.bufferedPageRange().count }));
  numberPages(doc);
  return finish(doc);
}
