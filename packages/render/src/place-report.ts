import type { DbClient } from '@trapline/db/client';
import { deviceStatus } from '@trapline/contracts/device-status';
import { markerState } from '@trapline/contracts/maps';
import { localName } from '@trapline/contracts/translations';
import { finish, newDocument, numberPages, tableRow } from './pdf.ts';
import { drawPlanPage, planLayout, planSvg, type RenderedDevice } from './plan.ts';
import { langOf, phaseText, type Lang, type RenderProgress } from './progress.ts';
import { statisticsSums } from './statistics-sums.ts';

export interface PlaceReportRequest {
  placeId: number;
  from: Date;
  to: Date;
  timezone: string;
  note: string | null;
  generatedAt: Date;
  lang: string;
}

const PL = {
  title: 'Raport placówki',
  place: 'Placówka',
  client: 'Klient',
  period: 'Okres',
  generated: 'Wygenerowano',
  note: 'Notatka',
  inventory: 'Urządzenia',
  type: 'Typ',
  count: 'Liczba',
  total: 'Razem',
  plans: 'Plany',
  plan: 'Plan',
  devicesOnPlan: 'Urządzeń na planie',
  trends: 'Aktywność w miesiącach',
  month: 'Miesiąc',
  pests: 'Szkodniki',
  dangerous: 'w tym groźne',
  actions: 'Akcje',
  observations: 'Obserwacje',
  inspections: 'Przeglądy w okresie',
  name: 'Nazwa',
  started: 'Rozpoczęty',
  finished: 'Zakończony',
  technician: 'Technik',
  interventions: 'Interwencje w okresie',
  date: 'Data',
  products: 'Użyte środki',
  none: 'Brak',
  breaches: 'Przekroczenia limitów w okresie',
  device: 'Urządzenie',
  pest: 'Szkodnik',
  limit: 'Limit',
  value: 'Wartość',
  when: 'Kiedy',
  corrective: 'Działania po przekroczeniu',
  normalSum: 'Suma szkodników',
  dangerousSum: 'Suma groźnych szkodników',
  deviceTotal: 'Wszystkie szkodniki',
  wholePlace: 'Cała placówka',
};
const LABELS: Record<Lang, typeof PL> = {
  pl: PL,
  en: {
    title: 'Place report',
    place: 'Place',
    client: 'Client',
    period: 'Period',
    generated: 'Generated',
    note: 'Note',
    inventory: 'Devices',
    type: 'Type',
    count: 'Count',
    total: 'Total',
    plans: 'Plans',
    plan: 'Plan',
    devicesOnPlan: 'Devices on the plan',
    trends: 'Activity by month',
    month: 'Month',
    pests: 'Pests',
    dangerous: 'of which dangerous',
    actions: 'Actions',
    observations: 'Observations',
    inspections: 'Inspections in the period',
    name: 'Name',
    started: 'Started',
    finished: 'Finished',
    technician: 'Technician',
    interventions: 'Interventions in the period',
    date: 'Date',
    products: 'Products used',
    none: 'None',
    breaches: 'Limit breaches in the period',
    device: 'Device',
    pest: 'Pest',
    limit: 'Limit',
    value: 'Value',
    when: 'When',
    corrective: 'Actions taken after',
    normalSum: 'Sum of pests',
    dangerousSum: 'Sum of dangerous pests',
    deviceTotal: 'All pests',
    wholePlace: 'Whole place',
  },
  de: {
    title: 'Objektbericht',
    place: 'Objekt',
    client: 'Kunde',
    period: 'Zeitraum',
    generated: 'Erstellt',
    note: 'Notiz',
    inventory: 'Geräte',
    type: 'Typ',
    count: 'Anzahl',
    total: 'Gesamt',
    plans: 'Pläne',
    plan: 'Plan',
    devicesOnPlan: 'Geräte auf dem Plan',
    trends: 'Aktivität nach Monat',
    month: 'Monat',
    pests: 'Schädlinge',
    dangerous: 'davon gefährlich',
    actions: 'Aktionen',
    observations: 'Beobachtungen',
    inspections: 'Inspektionen im Zeitraum',
    name: 'Name',
    started: 'Begonnen',
    finished: 'Beendet',
    technician: 'Techniker',
    interventions: 'Einsätze im Zeitraum',
    date: 'Datum',
    products: 'Verwendete Mittel',
    none: 'Keine',
    breaches: 'Grenzwertüberschreitungen im Zeitraum',
    device: 'Gerät',
    pest: 'Schädling',
    limit: 'Grenzwert',
    value: 'Wert',
    when: 'Wann',
    corrective: 'Maßnahmen danach',
    normalSum: 'Summe der Schädlinge',
    dangerousSum: 'Summe der gefährlichen Schädlinge',
    deviceTotal: 'Alle Schädlinge',
    wholePlace: 'Ganzes Objekt',
  },
  it: {
    title: 'Rapporto della struttura',
    place: 'Struttura',
    client: 'Cliente',
    period: 'Periodo',
    generated: 'Generato',
    note: 'Nota',
    inventory: 'Dispositivi',
    type: 'Tipo',
    count: 'Numero',
    total: 'Totale',
    plans: 'Planimetrie',
    plan: 'Planimetria',
    devicesOnPlan: 'Dispositivi sulla planimetria',
    trends: 'Attività per mese',
    month: 'Mese',
    pests: 'Infestanti',
    dangerous: 'di cui pericolosi',
    actions: 'Azioni',
    observations: 'Osservazioni',
    inspections: 'Ispezioni del periodo',
    name: 'Nome',
    started: 'Iniziata',
    finished: 'Terminata',
    technician: 'Tecnico',
    interventions: 'Interventi del periodo',
    date: 'Data',
    products: 'Prodotti usati',
    none: 'Nessuno',
    breaches: 'Superamenti dei limiti nel periodo',
    device: 'Dispositivo',
    pest: 'Infestante',
    limit: 'Limite',
    value: 'Valore',
    when: 'Quando',
    corrective: 'Azioni successive',
    normalSum: 'Somma degli infestanti',
    dangerousSum: 'Somma degli infestanti pericolosi',
    deviceTotal: 'Tutti gli infestanti',
    wholePlace: 'Intera struttura',
  },
  ru: {
    title: 'Отчёт по объекту',
    place: 'Объект',
    client: 'Клиент',
    period: 'Период',
    generated: 'Создан',
    note: 'Заметка',
    inventory: 'Устройства',
    type: 'Тип',
    count: 'Количество',
    total: 'Всего',
    plans: 'Планы',
    plan: 'План',
    devicesOnPlan: 'Устройств на плане',
    trends: 'Активность по месяцам',
    month: 'Месяц',
    pests: 'Вредители',
    dangerous: 'из них опасные',
    actions: 'Действия',
    observations: 'Наблюдения',
    inspections: 'Проверки за период',
    name: 'Название',
    started: 'Начата',
    finished: 'Завершена',
    technician: 'Техник',
    interventions: 'Вмешательства за период',
    date: 'Дата',
    products: 'Использованные средства',
    none: 'Нет',
    breaches: 'Превышения лимитов за период',
    device: 'Устройство',
    pest: 'Вредитель',
    limit: 'Лимит',
    value: 'Значение',
    when: 'Когда',
    corrective: 'Принятые меры',
    normalSum: 'Сумма вредителей',
    dangerousSum: 'Сумма опасных вредителей',
    deviceTotal: 'Все вредители',
    wholePlace: 'Весь объект',
  },
};

export interface PlaceReportModel {
  lang: Lang;
  labels: typeof PL;
  place: { name: string; address: string; client: string };
  period: string;
  generated: string;
  generatedAt: Date;
  note: string | null;
  inventory: Array<{ type: string; count: number }>;
  plans: Array<{ name: string; devices: number }>;
  /** The plans to draw, each with its devices where they stand and their states at generation. */
  planPages: PlanPage[];
  /** `corrective`: the actions recorded on the breached device from the breach to the end of the period. */
  breaches: Array<{ device: string; pest: string; limit: string; value: string; when: string; corrective: string }>;
  months: Array<{ month: string; pests: number; dangerous: number; actions: number; observations: number }>;
  /** `products`: the bait mixtures refilled during the inspection, in grams per mixture. */
  inspections: Array<{ name: string; started: string; finished: string; technician: string; products: string }>;
  interventions: Array<{ name: string; date: string; technician: string; products: string }>;
}

/** A plan of the place for its page of the report: the image is read from the file storage when the PDF is drawn. */
export interface PlanPage {
  name: string;
  imageKey: string;
  width: number;
  height: number;
  devices: RenderedDevice[];
}

interface PlacedDeviceRow {
  mapId: number;
  uniqueId: string;
  mapX: number;
  mapY: number;
  detect: boolean;
  lastSignalAt: Date | null;
  deviceTypeId: number;
  typeName: string;
  typeTranslations: unknown;
  color: string;
  isRadio: boolean;
}

/** The live devices placed on the place's plans, in one statement (a place may hold 2,000). */
function placedDevices(db: DbClient, placeId: number) {
  return db.$queryRaw<PlacedDeviceRow[]>`
    SELECT d."mapId", d."uniqueId", d."mapX", d."mapY", d.detect, d."lastSignalAt", d."deviceTypeId", t.name AS "typeName", t.translations AS "typeTranslations", t.color, t."isRadio"
    FROM devices d JOIN device_types t ON t.id = d."deviceTypeId"
    WHERE d."placeId" = ${placeId} AND d."deletedAt" IS NULL AND d."mapId" IS NOT NULL AND d."mapX" IS NOT NULL AND d."mapY" IS NOT NULL
    ORDER BY d.detect, d.prefix, d.number NULLS LAST, d."uniqueId"`;
}

/** What a place report says, read once for the PDF and for its HTML preview alike. */
export async function placeReportModel(db: DbClient, request: PlaceReportRequest): Promise<PlaceReportModel> {
  const lang = langOf(request.lang);
  const day = (d: Date | null) => (d ? new Intl.DateTimeFormat(lang, { timeZone: request.timezone, dateStyle: 'medium' }).format(d) : '—');
  const moment = (d: Date | null) =>
    d ? new Intl.DateTimeFormat(lang, { timeZone: request.timezone, dateStyle: 'medium', timeStyle: 'short' }).format(d) : '—';
  const person = (p: { name: string; surname: string } | null) => (p ? `${p.name} ${p.surname}` : '—');
  const inPeriod = { gte: request.from, lte: request.to };
  const [place, types, maps, sums, objects, inspections, interventions, placed, breaches] = await Promise.all([
    db.place.findUniqueOrThrow({
      where: { id: request.placeId },
      select: { name: true, address: true, radioErrorInterval: true, company: { select: { name: true } } },
    }),
    db.device.groupBy({ by: ['deviceTypeId'], where: { placeId: request.placeId, deletedAt: null }, _count: { _all: true } }),
    db.map.findMany({
      where: { placeId: request.placeId },
      select: { id: true, name: true, filePath: true, width: true, height: true, _count: { select: { devices: { where: { deletedAt: null } } } } },
      orderBy: { name: 'asc' },
    }),
    statisticsSums(db, { placeId: request.placeId, from: request.from, to: request.to, timezone: request.timezone, interval: 'MONTH', deviceTypeId: null }),
    db.deviceTypeObject.findMany({ where: { category: 'DANGEROUS' }, select: { id: true } }),
    db.inspection.findMany({
      where: { placeId: request.placeId, startedAt: inPeriod },
      select: { id: true, name: true, startedAt: true, finishedAt: true, user: { select: { name: true, surname: true } } },
      orderBy: { startedAt: 'asc' },
    }),
    db.intervention.findMany({
      where: { placeId: request.placeId, createdAt: inPeriod },
      select: {
        name: true,
        createdAt: true,
        user: { select: { name: true, surname: true } },
        usedProducts: { select: { name: true, amount: true, unit: true } },
      },
      orderBy: { createdAt: 'asc' },
    }),
    placedDevices(db, request.placeId),
    db.limitBreach.findMany({
      where: { placeId: request.placeId, breachedAt: inPeriod },
      select: {
        rule: true,
        objectId: true,
        observationId: true,
        limitName: true,
        measured: true,
        threshold: true,
        breachedAt: true,
        deviceId: true,
        device: { select: { uniqueId: true } },
      },
      orderBy: [{ breachedAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const [mixturesUsed, actionsAfter] = await Promise.all([
    mixturesOfInspections(
      db,
      inspections.map((i) => i.id),
    ),
    actionsAfterBreaches(db, breaches, request.to),
  ]);
  const grams = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const pestIds = (key: 'objectId' | 'observationId') => [...new Set(breaches.map((b) => b[key]).filter((id): id is number => id !== null))];
  const [breachObjects, breachObservations] = await Promise.all([
    db.deviceTypeObject.findMany({ where: { id: { in: pestIds('objectId') } }, select: { id: true, name: true, translations: true } }),
    db.deviceTypeObservation.findMany({ where: { id: { in: pestIds('observationId') } }, select: { id: true, name: true, translations: true } }),
  ]);
  const objectName = new Map(breachObjects.map((o) => [o.id, localName(o, lang)]));
  const observationName = new Map(breachObservations.map((o) => [o.id, localName(o, lang)]));
  const labels = LABELS[lang];
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const pestOf = (b: (typeof breaches)[number]) =>
    b.rule === 'NORMAL_SUM'
      ? labels.normalSum
      : b.rule === 'DANGEROUS_SUM'
        ? labels.dangerousSum
        : b.rule === 'DEVICE_TOTAL'
          ? labels.deviceTotal
          : b.objectId !== null
            ? (objectName.get(b.objectId) ?? '—')
            : b.observationId !== null
              ? (observationName.get(b.observationId) ?? '—')
              : '—';
  const percent = (b: (typeof breaches)[number]) => (b.rule === 'OBSERVATION' ? ' %' : '');
  const now = request.generatedAt;
  const byMap = new Map<number, RenderedDevice[]>();
  for (const row of placed) {
    const list = byMap.get(row.mapId) ?? [];
    const { noSignal } = deviceStatus({ detect: row.detect, lastSignalAt: row.lastSignalAt, isRadio: row.isRadio }, place.radioErrorInterval, now);
    list.push({
      uniqueId: row.uniqueId,
      x: row.mapX,
      y: row.mapY,
      state: markerState({ detect: row.detect, noSignal, deviceType: { isRadio: row.isRadio } }),
      typeId: row.deviceTypeId,
      typeName: localName({ name: row.typeName, translations: row.typeTranslations }, lang),
      typeColor: row.color,
    });
    byMap.set(row.mapId, list);
  }
  const typeRows = await db.deviceType.findMany({
    where: { id: { in: types.map((t) => t.deviceTypeId) } },
    select: { id: true, name: true, translations: true },
  });
  const typeName = new Map(typeRows.map((t) => [t.id, localName(t, lang)]));
  const dangerous = new Set(objects.map((o) => o.id));
  const months = new Map<string, PlaceReportModel['months'][number]>();
  for (const s of sums) {
    if (s.level !== 7) continue;
    const month = months.get(s.period) ?? { month: s.period, pests: 0, dangerous: 0, actions: 0, observations: 0 };
    if (s.kind === 'o') {
      month.pests += s.amount;
      if (dangerous.has(s.itemId)) month.dangerous += s.amount;
    } else if (s.kind === 'a') month.actions += s.amount;
    else month.observations += s.amount;
    months.set(s.period, month);
  }
  return {
    lang,
    labels: LABELS[lang],
    place: { name: place.name, address: place.address, client: place.company.name },
    period: `${day(request.from)} – ${day(request.to)}`,
    generated: moment(request.generatedAt),
    generatedAt: request.generatedAt,
    note: request.note,
    inventory: types.map((t) => ({ type: typeName.get(t.deviceTypeId) ?? '', count: t._count._all })).sort((a, b) => a.type.localeCompare(b.type, lang)),
    plans: maps.map((m) => ({ name: m.name, devices: m._count.devices })),
    planPages: maps.map((m) => ({
      name: m.name,
      imageKey: m.filePath,
      width: m.width,
      height: m.height,
      devices: (byMap.get(m.id) ?? []).map((d) => ({ ...d, x: Math.min(d.x, m.width), y: Math.min(d.y, m.height) })),
    })),
    breaches: breaches.map((b) => ({
      device: b.device?.uniqueId ?? labels.wholePlace,
      pest: pestOf(b),
      limit: `${b.limitName}: ${number.format(b.threshold)}${percent(b)}`,
      value: `${number.format(b.measured)}${percent(b)}`,
      when: moment(b.breachedAt),
      corrective:
        [...new Set(actionsAfter.filter((a) => a.deviceId === b.deviceId && a.createdAt >= b.breachedAt).map((a) => localName(a.deviceTypeAction, lang)))].join(
          ', ',
        ) || '—',
    })),
    months: [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1)),
    inspections: inspections.map((i) => ({
      name: i.name,
      started: moment(i.startedAt),
      finished: moment(i.finishedAt),
      technician: person(i.user),
      products:
        mixturesUsed
          .filter((m) => m.inspectionId === i.id)
          .map((m) => `${localName(m, lang)} ${grams.format(m.grams)} g`)
          .join(', ') || '—',
    })),
    interventions: interventions.map((i) => ({
      name: i.name,
      date: moment(i.createdAt),
      technician: person(i.user),
      products:
        i.usedProducts.map((p) => `${p.name} ${new Intl.NumberFormat(lang).format(p.amount.toNumber())} ${UNITS[p.unit] ?? p.unit.toLowerCase()}`).join(', ') ||
        '—',
    })),
  };
}

/** The bait mixtures refilled during each inspection (REFILL observations' mixtures), in grams per mixture. */
async function mixturesOfInspections(db: DbClient, inspectionIds: number[]) {
  if (!inspectionIds.length) return [];
  const used = await db.$queryRaw<Array<{ inspectionId: number; mixtureId: number; grams: number }>>`
    SELECT r."inspectionId", (m.value->>'mixtureId')::int AS "mixtureId",
           sum((m.value->>'value')::numeric * (m.value->>'grammage')::numeric)::float8 AS grams
    FROM device_observation_records r CROSS JOIN LATERAL jsonb_each(r.data->'mixtures') m
    WHERE r."inspectionId" = ANY(${inspectionIds}) AND jsonb_typeof(r.data->'mixtures') = 'object'
    GROUP BY 1, 2 ORDER BY 1, 2`;
  const mixtures = await db.mixture.findMany({
    where: { id: { in: [...new Set(used.map((u) => u.mixtureId))] } },
    select: { id: true, name: true, translations: true },
  });
  const byId = new Map(mixtures.map((m) => [m.id, m]));
  return used.flatMap((u) => {
    const mixture = byId.get(u.mixtureId);
    return mixture && u.grams > 0 ? [{ ...mixture, inspectionId: u.inspectionId, grams: u.grams }] : [];
  });
}

/** The actions recorded on breached devices from their first breach to the end of the period: what was done about it. */
function actionsAfterBreaches(db: DbClient, breaches: Array<{ deviceId: number | null; breachedAt: Date }>, to: Date) {
  const onDevices = breaches.filter((b): b is { deviceId: number; breachedAt: Date } => b.deviceId !== null);
  if (!onDevices.length) return Promise.resolve([]);
  return db.deviceActionRecord.findMany({
    where: {
      deviceId: { in: [...new Set(onDevices.map((b) => b.deviceId))] },
      createdAt: { gte: new Date(Math.min(...onDevices.map((b) => b.breachedAt.getTime()))), lte: to },
    },
    select: { deviceId: true, createdAt: true, deviceTypeAction: { select: { name: true, translations: true } } },
    orderBy: { createdAt: 'asc' },
  });
}

const UNITS: Record<string, string> = { GRAMS: 'g', MILLILITERS: 'ml', PERCENTAGE: '%', PPM: 'ppm', CUBIC_METERS: 'm³' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Cell = string | number;

/** A table of the report: its title, column headers and the columns' widths in the PDF (points), and its rows. */
interface ReportTable {
  title: string;
  headers: string[];
  widths: number[];
  rows: Cell[][];
}

/** The report's tables, one definition for the PDF and its HTML preview, so both show the same columns. */
function reportTables(m: PlaceReportModel) {
  const l = m.labels;
  /** A table whose columns are fields of its rows, each headed by the label of the same name: field → width. */
  const fieldsOf = <Row extends Record<Field, Cell>, Field extends keyof Row & keyof typeof l>(
    title: string,
    rows: Row[],
    widths: Record<Field, number>,
  ): ReportTable => {
    const fields = Object.keys(widths) as Field[];
    return { title, headers: fields.map((field) => l[field]), widths: Object.values(widths), rows: rows.map((row) => fields.map((field) => row[field])) };
  };
  const inventory = fieldsOf(l.inventory, m.inventory, { type: 300, count: 100 });
  if (m.inventory.length) inventory.rows.push([l.total, m.inventory.reduce((sum, r) => sum + r.count, 0)]);
  return {
    inventory,
    plans: { title: l.plans, headers: [l.plan, l.devicesOnPlan], widths: [300, 150], rows: m.plans.map((p) => [p.name, p.devices]) },
    months: fieldsOf(l.trends, m.months, { month: 100, pests: 100, dangerous: 100, actions: 100, observations: 100 }),
    breaches: fieldsOf(l.breaches, m.breaches, { device: 55, pest: 85, limit: 115, value: 50, when: 95, corrective: 115 }),
    inspections: fieldsOf(l.inspections, m.inspections, { name: 110, started: 95, finished: 95, technician: 95, products: 120 }),
    interventions: fieldsOf(l.interventions, m.interventions, { name: 130, date: 100, technician: 110, products: 175 }),
  };
}

/**
 * The same content as an HTML page, for the preview frame (?shouldRenderHtml=true). The plans
 * are drawn when their images have addresses the page may load (signed URLs), one per planPages entry.
 */
export function renderPlaceReportHtml(m: PlaceReportModel, planImageUrls: ReadonlyArray<string | null> = []): string {
  const l = m.labels;
  const e = escapeHtml;
  const t = reportTables(m);
  const table = ({ headers, rows }: ReportTable) =>
    rows.length === 0
      ? `<p>${e(l.none)}</p>`
      : `<table><thead><tr>${headers.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${e(String(c))}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const titled = (it: ReportTable) => `<h2>${e(it.title)}</h2>${table(it)}`;
  const max = Math.max(1, ...m.months.map((x) => Math.max(x.pests, x.actions, x.observations)));
  const bars = m.months
    .map(
      (x) =>
        `<div class="month"><div class="bars">${[
          ['pests', x.pests, '#e03131'],
          ['actions', x.actions, '#1971c2'],
          ['observations', x.observations, '#2f9e44'],
        ]
          .map(([k, v, c]) => `<span title="${e(String(k))}: ${v}" style="height:${Math.round((Number(v) / max) * 100)}px;background:${c}"></span>`)
          .join('')}</div><small>${e(x.month)}</small></div>`,
    )
    .join('');
  return `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8"><title>${e(l.title)} – ${e(m.place.name)}</title>
<style>body{font-family:'DejaVu Sans',Arial,sans-serif;color:#212529;margin:24px;font-size:13px}h1{color:#0b7285;font-size:22px}h2{font-size:15px;margin-top:20px}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #dee2e6;padding:4px 6px;text-align:left}th{background:#f1f3f5}.chart{display:flex;gap:8px;align-items:flex-end}.month{text-align:center}.bars{display:flex;gap:2px;align-items:flex-end;height:104px}.bars span{display:inline-block;width:10px}figure.plan{margin:12px 0;border:1px solid #dee2e6}figure.plan figcaption{padding:4px 6px;font-weight:bold;background:#f1f3f5}figure.plan svg{display:block}</style></head><body>
<h1>${e(l.title)}</h1>
<p><b>${e(l.place)}:</b> ${e(m.place.name)}, ${e(m.place.address)}<br><b>${e(l.client)}:</b> ${e(m.place.client)}<br><b>${e(l.period)}:</b> ${e(m.period)}<br><b>${e(l.generated)}:</b> ${e(m.generated)}${m.note ? `<br><b>${e(l.note)}:</b> ${e(m.note)}` : ''}</p>
${titled(t.inventory)}
${titled(t.plans)}
${m.planPages.map((page, i) => (planImageUrls[i] ? `<figure class="plan"><figcaption>${e(l.plan)}: ${e(page.name)}</figcaption>${planSvg(page, planImageUrls[i])}</figure>` : '')).join('')}
<h2>${e(t.months.title)}</h2>${m.months.length ? `<div class="chart">${bars}</div>` : ''}${table(t.months)}
${titled(t.breaches)}
${titled(t.inspections)}
${titled(t.interventions)}
</body></html>`;
}

export interface PlaceReportFiles {
  /** Reads a plan image from the file storage; without it the report has no plan pages. */
  readImage?: (key: string) => Promise<Buffer>;
}

/**
 * The PDF (A4): header, device inventory, plans, monthly activity with a bar chart, the limit
 * breaches, inspections and interventions; then a page per plan with its devices drawn, as the
 * plan export draws it.
 */
export async function renderPlaceReportPdf(m: PlaceReportModel, onProgress: RenderProgress = () => {}, files: PlaceReportFiles = {}): Promise<Buffer> {
  const l = m.labels;
  await onProgress(30, phaseText(m.lang, 'composing'));
  const doc = newDocument({ title: `${l.title} – ${m.place.name}` });
  doc.font('bold').fontSize(18).fillColor('#0b7285').text(l.title);
  doc.font('bold').fontSize(13).fillColor('#212529').text(m.place.name).moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of [
    [l.place, `${m.place.name}, ${m.place.address}`],
    [l.client, m.place.client],
    [l.period, m.period],
    [l.generated, m.generated],
    ...(m.note ? [[l.note, m.note] as const] : []),
  ] as const) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }

  const section = (title: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown().font('bold').fontSize(12).fillColor('#212529').text(title, 40).moveDown(0.3);
  };
  const table = ({ widths, headers, rows }: ReportTable) => {
    if (rows.length === 0) {
      doc.font('regular').fontSize(9).text(l.none, 40);
      return;
    }
    const draw = (cells: Cell[], bold: boolean) => tableRow(doc, widths, cells, bold);
    draw(headers, true);
    for (const row of rows) draw(row, false);
  };
  const titled = (it: ReportTable) => {
    section(it.title);
    table(it);
  };
  const t = reportTables(m);

  titled(t.inventory);
  titled(t.plans);

  section(t.months.title);
  if (m.months.length) {
    const top = doc.y;
    const height = 120;
    const max = Math.max(1, ...m.months.map((x) => Math.max(x.pests, x.actions, x.observations)));
    const slot = Math.min(60, 500 / m.months.length);
    const colours = ['#e03131', '#1971c2', '#2f9e44'] as const;
    m.months.forEach((x, i) => {
      [x.pests, x.actions, x.observations].forEach((value, k) => {
        const h = (value / max) * height;
        doc.rect(45 + i * slot + k * (slot / 4), top + height - h, slot / 4 - 1, h).fill(colours[k]);
      });
      doc
        .font('regular')
        .fontSize(6)
        .fillColor('#495057')
        .text(x.month, 45 + i * slot, top + height + 3, { width: slot, lineBreak: false });
    });
    doc
      .moveTo(42, top + height)
      .lineTo(45 + m.months.length * slot, top + height)
      .strokeColor('#868e96')
      .lineWidth(0.5)
      .stroke();
    let legendX = 45;
    [l.pests, l.actions, l.observations].forEach((label, k) => {
      doc.rect(legendX, top + height + 14, 8, 8).fill(colours[k]);
      doc
        .font('regular')
        .fontSize(8)
        .fillColor('#212529')
        .text(label, legendX + 11, top + height + 14, { lineBreak: false });
      legendX += 110;
    });
    doc.x = 40;
    doc.y = top + height + 30;
  }
  table(t.months);
  titled(t.breaches);
  await onProgress(50, phaseText(m.lang, 'composing'));

  titled(t.inspections);
  titled(t.interventions);
  await onProgress(60, phaseText(m.lang, 'composing'));

  if (files.readImage) {
    for (const [index, plan] of m.planPages.entries()) {
      const image = await files.readImage(plan.imageKey);
      doc.addPage({ size: 'A4', layout: planLayout(plan), margin: 30 });
      await drawPlanPage(doc, {
        placeName: m.place.name,
        mapName: plan.name,
        image,
        width: plan.width,
        height: plan.height,
        devices: plan.devices,
        lang: m.lang,
        generatedAt: m.generatedAt,
      });
      await onProgress(60 + (25 * (index + 1)) / m.planPages.length, phaseText(m.lang, 'composing'));
    }
  }
  await onProgress(85, phaseText(m.lang, 'numberingPages', { total: doc.bufferedPageRange().count }));
  numberPages(doc);
  return finish(doc);
}
