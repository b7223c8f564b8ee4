import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DbClient } from '@trapline/db/client';
import { localName } from '@trapline/contracts/translations';
import { langOf, phaseText, type Lang, type RenderProgress } from './progress.ts';
import { statisticsSumRows, type StatisticsExportRequest, type Sum, type SumRow } from './statistics-sums.ts';

const PL = {
  info: 'Informacje',
  place: 'Placówka',
  zones: 'Strefy',
  types: 'Typy urządzeń',
  devices: 'Urządzenia',
  period: 'Okres',
  interval: 'Interwał',
  note: 'Notatka',
  deviceType: 'Typ urządzenia',
  all: 'Wszystkie',
  zone: 'Strefa',
  noZone: 'Bez strefy',
  device: 'Urządzenie',
  deleted: 'usunięte',
  pest: 'Szkodnik',
  action: 'Akcja',
  observation: 'Obserwacja',
  from: 'Od',
  to: 'Do',
  generated: 'Wygenerowano',
  intervals: { DAY: 'Dzień', WEEK: 'Tydzień', MONTH: 'Miesiąc', YEAR: 'Rok' },
};
const LABELS: Record<Lang, typeof PL> = {
  pl: PL,
  en: {
    info: 'Information',
    place: 'Place',
    zones: 'Zones',
    types: 'Device types',
    devices: 'Devices',
    period: 'Period',
    interval: 'Interval',
    note: 'Note',
    deviceType: 'Device type',
    all: 'All',
    zone: 'Zone',
    noZone: 'No zone',
    device: 'Device',
    deleted: 'deleted',
    pest: 'Pest',
    action: 'Action',
    observation: 'Observation',
    from: 'From',
    to: 'To',
    generated: 'Generated',
    intervals: { DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' },
  },
  de: {
    info: 'Informationen',
    place: 'Objekt',
    zones: 'Zonen',
    types: 'Gerätetypen',
    devices: 'Geräte',
    period: 'Zeitraum',
    interval: 'Intervall',
    note: 'Notiz',
    deviceType: 'Gerätetyp',
    all: 'Alle',
    zone: 'Zone',
    noZone: 'Ohne Zone',
    device: 'Gerät',
    deleted: 'gelöscht',
    pest: 'Schädling',
    action: 'Aktion',
    observation: 'Beobachtung',
    from: 'Von',
    to: 'Bis',
    generated: 'Erstellt',
    intervals: { DAY: 'Tag', WEEK: 'Woche', MONTH: 'Monat', YEAR: 'Jahr' },
  },
  it: {
    info: 'Informazioni',
    place: 'Struttura',
    zones: 'Zone',
    types: 'Tipi di dispositivo',
    devices: 'Dispositivi',
    period: 'Periodo',
    interval: 'Intervallo',
    note: 'Nota',
    deviceType: 'Tipo di dispositivo',
    all: 'Tutti',
    zone: 'Zona',
    noZone: 'Senza zona',
    device: 'Dispositivo',
    deleted: 'eliminato',
    pest: 'Infestante',
    action: 'Azione',
    observation: 'Osservazione',
    from: 'Da',
    to: 'A',
    generated: 'Generato',
    intervals: { DAY: 'Giorno', WEEK: 'Settimana', MONTH: 'Mese', YEAR: 'Anno' },
  },
  ru: {
    info: 'Сведения',
    place: 'Объект',
    zones: 'Зоны',
    types: 'Типы устройств',
    devices: 'Устройства',
    period: 'Период',
    interval: 'Интервал',
    note: 'Заметка',
    deviceType: 'Тип устройства',
    all: 'Все',
    zone: 'Зона',
    noZone: 'Без зоны',
    device: 'Устройство',
    deleted: 'удалено',
    pest: 'Вредитель',
    action: 'Действие',
    observation: 'Наблюдение',
    from: 'С',
    to: 'По',
    generated: 'Создан',
    intervals: { DAY: 'День', WEEK: 'Неделя', MONTH: 'Месяц', YEAR: 'Год' },
  },
};

/** The workbook: an information sheet, then one sheet per breakdown (place, zones, device types, devices), periods down, items across. */
export async function renderStatisticsXlsx(db: DbClient, request: StatisticsExportRequest, onProgress: RenderProgress = () => {}): Promise<Buffer> {
  const lang = langOf(request.lang);
  const l = LABELS[lang];
  await onProgress(5, phaseText(lang, 'reading'));
  const sums = await statisticsSumRows(db, request);
  const place = await db.place.findUniqueOrThrow({
    where: { id: request.placeId },
    select: { name: true, address: true, company: { select: { name: true } }, zones: { select: { id: true, name: true } } },
  });
  const items = { o: new Set<number>(), a: new Set<number>(), b: new Set<number>() };
  for (const s of sums) for (const key of Object.keys(s.amounts)) items[key[0] as Sum['kind']].add(Number(key.slice(2)));
  const ids = (kind: Sum['kind']) => [...items[kind]];
  const [objects, actions, observations, types, devices, filterType] = await Promise.all([
    db.deviceTypeObject.findMany({ where: { id: { in: ids('o') } }, select: { id: true, name: true, translations: true, category: true } }),
    db.deviceTypeAction.findMany({ where: { id: { in: ids('a') } }, select: { id: true, name: true, translations: true } }),
    db.deviceTypeObservation.findMany({ where: { id: { in: ids('b') } }, select: { id: true, name: true, translations: true } }),
    db.deviceType.findMany({ where: { devices: { some: { placeId: request.placeId } } }, select: { id: true, name: true, translations: true } }),
    db.device.findMany({ where: { placeId: request.placeId }, select: { id: true, uniqueId: true, deletedAt: true } }),
    request.deviceTypeId ? db.deviceType.findUnique({ where: { id: request.deviceTypeId }, select: { name: true, translations: true } }) : null,
  ]);
  await onProgress(40, phaseText(lang, 'composing'));

  const columns = [
    ...objects.map((o) => ({ key: `o:${o.id}`, header: `${l.pest}: ${localName(o, lang)}${o.category === 'DANGEROUS' ? ' (!)' : ''}` })),
    ...actions.map((a) => ({ key: `a:${a.id}`, header: `${l.action}: ${localName(a, lang)}` })),
    ...observations.map((o) => ({ key: `b:${o.id}`, header: `${l.observation}: ${localName(o, lang)}` })),
  ];
  const zoneName = new Map(place.zones.map((z) => [z.id, z.name]));
  const typeName = new Map(types.map((t) => [t.id, localName(t, lang)]));
  const deviceName = new Map(devices.map((d) => [d.id, d.deletedAt ? `${d.uniqueId} (${l.deleted})` : d.uniqueId]));

  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Trapline';
  workbook.created = new Date();

  const dateText = (d: Date) => new Intl.DateTimeFormat(lang, { timeZone: request.timezone, dateStyle: 'medium', timeStyle: 'short' }).format(d);
  const info = workbook.addWorksheet(l.info);
  info.columns = [{ width: 22 }, { width: 60 }];
  for (const [label, value] of [
    [l.place, `${place.name}, ${place.address}`],
    [l.from, dateText(request.from)],
    [l.to, dateText(request.to)],
    [l.interval, l.intervals[request.interval]],
    [l.deviceType, filterType ? localName(filterType, lang) : l.all],
    [l.note, request.note ?? ''],
  ] as const) {
    const row = info.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  info.commit();

  const sheets: Array<{ name: string; level: number; group: string | null; nameOf: (s: SumRow) => string }> = [
    { name: l.place, level: 7, group: null, nameOf: () => place.name },
    { name: l.zones, level: 3, group: l.zone, nameOf: (s) => (s.zoneId === null ? l.noZone : (zoneName.get(s.zoneId) ?? '')) },
    { name: l.types, level: 5, group: l.deviceType, nameOf: (s) => typeName.get(s.deviceTypeId!) ?? '' },
    { name: l.devices, level: 6, group: l.device, nameOf: (s) => deviceName.get(s.deviceId!) ?? '' },
  ];
  // One collator for every comparison, as localeCompare(b, lang, { numeric: true }) compares, but
  // without building one per call: the devices' sheet of a year makes over a hundred thousand.
  const byGroup = new Intl.Collator(lang, { numeric: true });
  let sheetIndex = 0;
  for (const sheet of sheets) {
    const rows = new Map<string, { group: string; period: string; values: Map<string, number> }>();
    for (const s of sums) {
      if (s.level !== sheet.level) continue;
      const group = sheet.nameOf(s);
      const key = `${group}\u0000${s.period}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { group, period: s.period, values: new Map() }));
      for (const [key, amount] of Object.entries(s.amounts)) row.values.set(key, amount);
    }
    const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1, xSplit: sheet.group ? 2 : 1 }] });
    ws.columns = [
      ...(sheet.group ? [{ header: sheet.group, key: 'group', width: 24 }] : []),
      { header: `${l.period} (${l.intervals[request.interval]})`, key: 'period', width: 16 },
      ...columns.map((c) => ({ header: c.header, key: c.key, width: Math.min(40, Math.max(12, c.header.length + 2)), style: { numFmt: '#,##0.##' } })),
    ];
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    const sorted = [...rows.values()].sort((a, b) => byGroup.compare(a.group, b.group) || (a.period < b.period ? -1 : 1));
    // Rows as arrays in the columns' order; every few hundred the zip takes what they were written
    // to (it reads only between turns of the event loop), so the sheet is not held whole.
    for (let i = 0; i < sorted.length; i++) {
      const row = sorted[i]!;
      ws.addRow([...(sheet.group ? [row.group] : []), row.period, ...columns.map((c) => row.values.get(c.key) ?? 0)]).commit();
      if (i % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
    }
    ws.commit();
    sheetIndex += 1;
    await onProgress(40 + sheetIndex * 12, phaseText(lang, 'composing'));
  }
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
