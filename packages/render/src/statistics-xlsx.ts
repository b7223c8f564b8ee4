import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sqlPoolOf, withAggregateMemory, type DbClient } from '@trapline/db/client';
import { STATISTICS_KINDS, STATISTICS_ROLLUP_TIMEZONE, sameDayStartsSql } from '@trapline/db/statistics-sums';
import { localName } from '@trapline/contracts/translations';
import { langOf, phaseText, type Lang, type RenderProgress } from './progress.ts';

export type Interval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface StatisticsExportRequest {
  placeId: number;
  from: Date;
  to: Date;
  timezone: string;
  interval: Interval;
  deviceTypeId: number | null;
  note: string | null;
  lang: string;
}

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

const TRUNC: Record<Interval, { unit: string; format: string }> = {
  DAY: { unit: 'day', format: 'YYYY-MM-DD' },
  WEEK: { unit: 'week', format: 'IYYY-"W"IW' },
  MONTH: { unit: 'month', format: 'YYYY-MM' },
  YEAR: { unit: 'year', format: 'YYYY' },
};

interface Sum {
  level: number;
  period: string;
  zoneId: number | null;
  deviceTypeId: number | null;
  deviceId: number | null;
  kind: 'o' | 'a' | 'b';
  itemId: number;
  amount: number;
}

/** A row of the workbook's sheets: the sums of one breakdown's group in one period, by `kind:itemId`. */
interface SumRow {
  level: number;
  period: string;
  zoneId: number | null;
  deviceTypeId: number | null;
  deviceId: number | null;
  amounts: Record<string, number>;
}

/** Where the sums are read from: the kept sums where they serve the request, or the records. */
export type SumsSource = 'auto' | 'records';

/**
 * How much of a request the kept sums serve: the place, zone and type sums when the range is whole
 * days of the time zone and those days start when the rollup zone's do; the device sums too when
 * the range is whole months and the interval a month or more (they are kept per month).
 */
export async function sumsCoverage(
  db: DbClient,
  request: Omit<StatisticsExportRequest, 'note' | 'lang'>,
): Promise<{ days: [string, string] | null; months: [string, string] | null }> {
  const { rows } = await sqlPoolOf(db).query<{ firstDay: string; lastDay: string; wholeDays: boolean; wholeMonths: boolean; rollupDays: boolean }>({
    name: 'statistics-export-coverage',
    text: `WITH b AS (SELECT $1::timestamptz AT TIME ZONE $3 AS f, ($2::timestamptz + interval '1 millisecond') AT TIME ZONE $3 AS u)
      SELECT to_char(f, 'YYYY-MM-DD') AS "firstDay", to_char(u - interval '1 day', 'YYYY-MM-DD') AS "lastDay",
        f = date_trunc('day', f) AND u = date_trunc('day', u) AS "wholeDays",
        f = date_trunc('month', f) AND u = date_trunc('month', u) AS "wholeMonths",
        u > f AND u - f <= interval '4000 days' AND ${sameDayStartsSql('f::date', 'u::date', '$3', '$4')} AS "rollupDays"
      FROM b`,
    values: [request.from, request.to, request.timezone, STATISTICS_ROLLUP_TIMEZONE],
  });
  const row = rows[0]!;
  if (!row.wholeDays || !row.rollupDays) return { days: null, months: null };
  const monthly = row.wholeMonths && (request.interval === 'MONTH' || request.interval === 'YEAR');
  return { days: [row.firstDay, row.lastDay], months: monthly ? [row.firstDay, row.lastDay] : null };
}

/**
 * The sums of the records (device and inspection records alike, deleted devices included) per
 * period of the interval in the time zone and per item, for the place, each zone, each device type
 * and each device, as the CTE \`g\` (level: GROUPING(zone, type, device), period, "zoneId",
 * "deviceTypeId", device, kind, item, amount).
 *
 * Where the kept sums serve the request (see sumsCoverage) they are read instead of the records: a
 * year of a large place is some thousands of daily and monthly sums instead of half a million
 * records. Otherwise the records are summed per period, device and item, and the breakdowns are
 * grouping sets over those partial sums (numeric: the same figures in any order of addition), in a
 * transaction with room to hash the groups: within the default work_mem the grouping sets sorted
 * half a million rows on disk.
 */
async function withSums<T extends object>(
  db: DbClient,
  request: Omit<StatisticsExportRequest, 'note' | 'lang'>,
  select: (format: string) => string,
  source: SumsSource,
): Promise<T[]> {
  const { unit, format } = TRUNC[request.interval];
  const coverage = source === 'auto' ? await sumsCoverage(db, request) : { days: null, months: null };
  const records = (table: string, item: string, kind: string) =>
    `SELECT '${kind}' AS kind, r.${item} AS item, r.amount, r."createdAt", d.id AS device, d."zoneId", d."deviceTypeId" FROM ${table} r JOIN devices d ON d.id = r."deviceId"
     WHERE d."placeId" = $1 AND r."createdAt" >= ($2::timestamptz AT TIME ZONE 'UTC') AND r."createdAt" <= ($3::timestamptz AT TIME ZONE 'UTC') AND ($5::int IS NULL OR d."deviceTypeId" = $5)`;
  const { objects, actions, observations } = STATISTICS_KINDS;
  const allRecords = `${records(objects.table, objects.item, 'o')} UNION ALL ${records(actions.table, actions.item, 'a')} UNION ALL ${records(observations.table, observations.item, 'b')}`;
  const period = `date_trunc('${unit}', (s."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE $4)`;
  const kindOf = `CASE s.kind WHEN ${objects.number} THEN 'o' WHEN ${actions.number} THEN 'a' ELSE 'b' END`;
  let g: string;
  if (coverage.days) {
    // The place, zone and type sums from the daily sums; the devices' from the monthly sums or the records.
    const devices = coverage.months
      ? `SELECT 6 AS level, date_trunc('${unit}', s.month::timestamp) AS period, NULL::int AS "zoneId", NULL::int AS "deviceTypeId", s."deviceId" AS device, ${kindOf} AS kind, s."itemId" AS item, sum(s.cents)::numeric / 100 AS amount
         FROM statistics_device_monthly s JOIN devices d ON d.id = s."deviceId"
         WHERE s."placeId" = $1 AND s.month BETWEEN $8::date AND $9::date AND s.records > 0 AND ($5::int IS NULL OR d."deviceTypeId" = $5)
         GROUP BY 2, s."deviceId", s.kind, s."itemId"`
      : `SELECT 6 AS level, ${period} AS period, NULL::int AS "zoneId", NULL::int AS "deviceTypeId", s.device, s.kind, s.item, sum(s.amount) AS amount
         FROM (${allRecords}) s GROUP BY 2, s.device, s.kind, s.item`;
    g = `g AS (
        SELECT GROUPING(s."zoneId", s."deviceTypeId") * 2 + 1 AS level, s.period, s."zoneId", s."deviceTypeId", NULL::int AS device, s.kind, s.item, sum(s.cents)::numeric / 100 AS amount
        FROM (
          SELECT date_trunc('${unit}', s.day::timestamp) AS period, nullif(s."zoneId", 0) AS "zoneId", s."deviceTypeId", ${kindOf} AS kind, s."itemId" AS item, s.cents
          FROM statistics_daily s
          WHERE s."placeId" = $1 AND s.day BETWEEN $6::date AND $7::date AND s.records > 0 AND ($5::int IS NULL OR s."deviceTypeId" = $5)
        ) s
        GROUP BY GROUPING SETS ((s.period, s.kind, s.item), (s.period, s."zoneId", s.kind, s.item), (s.period, s."deviceTypeId", s.kind, s.item))
        UNION ALL
        ${devices}
      )`;
  } else {
    g = `p AS (
        SELECT ${period} AS period, s.kind, s.item, s.device, s."zoneId", s."deviceTypeId", sum(s.amount) AS amount
        FROM (${allRecords}) s
        GROUP BY 1, s.kind, s.item, s.device, s."zoneId", s."deviceTypeId"
      ), g AS (
        SELECT GROUPING(p."zoneId", p."deviceTypeId", p.device)::int AS level, p.period, p."zoneId", p."deviceTypeId", p.device, p.kind, p.item, sum(p.amount) AS amount
        FROM p GROUP BY GROUPING SETS ((p.period, p.kind, p.item), (p.period, p."zoneId", p.kind, p.item), (p.period, p."deviceTypeId", p.kind, p.item), (p.period, p.device, p.kind, p.item))
      )`;
  }
  const [firstDay, lastDay] = coverage.days ?? [null, null];
  const [firstMonth, lastMonth] = coverage.months ?? [null, null];
  // The CTE typed names the parameters' types, as each query reads only some of them. Through the
  // client's pg pool: tens of thousands of sums (a year of 1,000 devices by month),
  // which the ORM's raw query path would convert in far more memory.
  const { rows } = await withAggregateMemory(sqlPoolOf(db), (client) =>
    client.query<T>(`WITH typed AS (SELECT $2::timestamptz, $3::timestamptz, $4::text, $6::date, $7::date, $8::date, $9::date), ${g} ${select(format)}`, [
      request.placeId,
      request.from,
      request.to,
      request.timezone,
      request.deviceTypeId,
      firstDay,
      lastDay,
      firstMonth,
      lastMonth,
    ]),
  );
  return rows;
}

/**
 * Sums of a place's records per period of the interval in the time zone, per item, for the place,
 * each zone, each device type and each device: only sums leave the database.
 */
export function statisticsSums(db: DbClient, request: Omit<StatisticsExportRequest, 'note' | 'lang'>, source: SumsSource = 'auto'): Promise<Sum[]> {
  return withSums<Sum>(
    db,
    request,
    (format) =>
      `SELECT g.level::int AS level, to_char(g.period, '${format}') AS period, g."zoneId", g."deviceTypeId", g.device AS "deviceId", g.kind, g.item AS "itemId", g.amount::float8 AS amount FROM g ORDER BY g.period`,
    source,
  );
}

/** The same sums as `statisticsSums`, one row per sheet row (a group in a period) with its items' sums: a quarter as many rows to hold. */
function statisticsSumRows(db: DbClient, request: Omit<StatisticsExportRequest, 'note' | 'lang'>): Promise<SumRow[]> {
  return withSums<SumRow>(
    db,
    request,
    (
      format,
    ) => `SELECT g.level::int AS level, to_char(g.period, '${format}') AS period, g."zoneId", g."deviceTypeId", g.device AS "deviceId", json_object_agg(g.kind || ':' || g.item, g.amount::float8) AS amounts
     FROM g GROUP BY g.level, g.period, g."zoneId", g."deviceTypeId", g.device ORDER BY g.period`,
    'auto',
  );
}

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
