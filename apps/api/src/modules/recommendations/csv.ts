import type { RecommendationListItem } from '@trapline/contracts/recommendations';

type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

/** The CSV columns, in the order written, with their headers in the reader's language. */
const COLUMNS = [
  'number',
  'createdAt',
  'recommendation',
  'priority',
  'status',
  'dueDate',
  'category',
  'owner',
  'ownerEmail',
  'author',
  'area',
  'map',
  'deviceType',
  'device',
  'zone',
  'comment',
  'moreDataNeeded',
] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Lang, Record<Column, string>> = {
  pl: {
    number: 'Nr',
    createdAt: 'Data utworzenia',
    recommendation: 'Zalecenie',
    priority: 'Priorytet',
    status: 'Status',
    dueDate: 'Termin realizacji',
    category: 'Kategoria',
    owner: 'Osoba odpowiedzialna',
    ownerEmail: 'E-mail osoby odpowiedzialnej',
    author: 'Autor',
    area: 'Lokalizacja',
    map: 'Plan',
    deviceType: 'Typ urządzenia',
    device: 'Urządzenie',
    zone: 'Strefa',
    comment: 'Komentarz',
    moreDataNeeded: 'Potrzeba więcej danych',
  },
  en: {
    number: 'No.',
    createdAt: 'Created at',
    recommendation: 'Recommendation',
    priority: 'Priority',
    status: 'Status',
    dueDate: 'Due date',
    category: 'Category',
    owner: 'Owner',
    ownerEmail: 'Owner e-mail',
    author: 'Author',
    area: 'Location',
    map: 'Plan',
    deviceType: 'Device type',
    device: 'Device',
    zone: 'Zone',
    comment: 'Comment',
    moreDataNeeded: 'More data needed',
  },
  de: {
    number: 'Nr.',
    createdAt: 'Erstellt am',
    recommendation: 'Empfehlung',
    priority: 'Priorität',
    status: 'Status',
    dueDate: 'Fälligkeitsdatum',
    category: 'Kategorie',
    owner: 'Verantwortlich',
    ownerEmail: 'E-Mail des Verantwortlichen',
    author: 'Autor',
    area: 'Ort',
    map: 'Plan',
    deviceType: 'Gerätetyp',
    device: 'Gerät',
    zone: 'Zone',
    comment: 'Kommentar',
    moreDataNeeded: 'Weitere Daten nötig',
  },
  it: {
    number: 'N.',
    createdAt: 'Creata il',
    recommendation: 'Raccomandazione',
    priority: 'Priorità',
    status: 'Stato',
    dueDate: 'Scadenza',
    category: 'Categoria',
    owner: 'Responsabile',
    ownerEmail: 'E-mail del responsabile',
    author: 'Autore',
    area: 'Posizione',
    map: 'Planimetria',
    deviceType: 'Tipo di dispositivo',
    device: 'Dispositivo',
    zone: 'Zona',
    comment: 'Commento',
    moreDataNeeded: 'Servono più dati',
  },
  ru: {
    number: '№',
    createdAt: 'Создано',
    recommendation: 'Рекомендация',
    priority: 'Приоритет',
    status: 'Статус',
    dueDate: 'Срок выполнения',
    category: 'Категория',
    owner: 'Ответственный',
    ownerEmail: 'E-mail ответственного',
    author: 'Автор',
    area: 'Местоположение',
    map: 'План',
    deviceType: 'Тип устройства',
    device: 'Устройство',
    zone: 'Зона',
    comment: 'Комментарий',
    moreDataNeeded: 'Нужно больше данных',
  },
};

const VALUES: Record<Lang, Record<string, string>> = {
  pl: {
    LOW: 'Niski',
    MEDIUM: 'Średni',
    HIGH: 'Wysoki',
    OPEN: 'Otwarte',
    IN_PROGRESS: 'W trakcie',
    WAITING: 'Oczekujące',
    CLOSE: 'Zamknięte',
    yes: 'Tak',
    no: 'Nie',
    deleted: '(usunięte)',
  },
  en: {
    LOW: 'Low',
    MEDIUM: 'Medium',
    HIGH: 'High',
    OPEN: 'Open',
    IN_PROGRESS: 'In progress',
    WAITING: 'Awaiting',
    CLOSE: 'Closed',
    yes: 'Yes',
    no: 'No',
    deleted: '(deleted)',
  },
  de: {
    LOW: 'Niedrig',
    MEDIUM: 'Mittel',
    HIGH: 'Hoch',
    OPEN: 'Offen',
    IN_PROGRESS: 'In Bearbeitung',
    WAITING: 'Wartend',
    CLOSE: 'Geschlossen',
    yes: 'Ja',
    no: 'Nein',
    deleted: '(gelöscht)',
  },
  it: {
    LOW: 'Bassa',
    MEDIUM: 'Media',
    HIGH: 'Alta',
    OPEN: 'Aperta',
    IN_PROGRESS: 'In corso',
    WAITING: 'In attesa',
    CLOSE: 'Chiusa',
    yes: 'Sì',
    no: 'No',
    deleted: '(eliminato)',
  },
  ru: {
    LOW: 'Низкий',
    MEDIUM: 'Средний',
    HIGH: 'Высокий',
    OPEN: 'Открыта',
    IN_PROGRESS: 'В работе',
    WAITING: 'Ожидает',
    CLOSE: 'Закрыта',
    yes: 'Да',
    no: 'Нет',
    deleted: '(удалено)',
  },
};

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. A leading =, +, - or @ is defused for spreadsheets. */
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (values: Array<string | number | null | undefined>) => `${values.map(field).join(',')}\r\n`;

export const csvHeader = (lang: Lang) => line(COLUMNS.map((c) => HEADERS[lang][c]));

export function csvLine(r: RecommendationListItem, lang: Lang): string {
  const v = VALUES[lang];
  const name = (p: { name: string; surname: string } | null) => (p ? `${p.name} ${p.surname}`.trim() : null);
  const values: Record<Column, string | number | null> = {
    number: r.uniqueId,
    createdAt: r.createdAt.slice(0, 16).replace('T', ' '),
    recommendation: r.recommendation,
    priority: v[r.priority] ?? r.priority,
    status: v[r.status] ?? r.status,
    dueDate: r.dueDate,
    category: r.recommendationCategory?.name ?? null,
    owner: name(r.owner) ?? r.ownerText,
    ownerEmail: r.ownerEmail,
    author: name(r.author),
    area: r.area,
    map: r.map?.name ?? r.mapText,
    deviceType: r.deviceType?.name ?? null,
    device: r.device ? (r.device.deleted ? `${r.device.uniqueId} ${v.deleted}` : r.device.uniqueId) : null,
    zone: r.zone?.name ?? null,
    comment: r.comment,
    moreDataNeeded: r.isMoreDataNeeded ? (v.yes ?? '') : (v.no ?? ''),
  };
  return line(COLUMNS.map((c) => values[c]));
}
