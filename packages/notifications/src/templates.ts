// Notification texts: one template per kind, in the recipient's language and time zone. The API
// (manual alerts, the bell and the notifications page) and the LoRa bridge (sensor alerts,
// silences) render from here; what is stored with a notification is its kind and parameters, so
// the same notification reads in German to one user and in Polish to another, and follows a
// user's later change of language.

export const NOTIFICATION_LANGUAGES = ['pl', 'en', 'de', 'it', 'ru'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];
export const DEFAULT_NOTIFICATION_TIMEZONE = 'Europe/Warsaw';

/** What a sensor notification names: the device (its unique id, or the sensor's name), the place and the sensor. */
interface SensorSubject {
  /** The device's unique id, or the sensor's name when it serves no device. */
  device: string;
  place: string | null;
  devEui: string;
}

/** Parameters stored with each templated notification (metadata.params), by kind. */
export interface NotificationParamsByKey {
  LORA_DEVICE_ALERT: SensorSubject & { at: string; manual?: boolean };
  LORA_DEVICE_NO_SIGNAL: SensorSubject & { lastUplinkAt: string };
  PEST_LIMIT_EXCEEDED: LimitSubject;
  UPCOMING_INSPECTION: UpcomingSubject;
  UPCOMING_INTERVENTION: UpcomingSubject;
  UPCOMING_EVENT: UpcomingSubject;
  /** OTHER is fixed text, except for the kinds it is given a template for here. */
  OTHER: EmailFailedSubject;
}

/** An e-mail the workers gave up on after their last attempt: told to the super admins. */
export interface EmailFailedSubject {
  kind: 'EMAIL_FAILED';
  to: string;
  subject: string;
  /** The mail server's last answer. */
  error: string;
  attempts: number;
}

/** What a day-before notice of a schedule occurrence names: the wall-clock date and times of the schedule's zone. */
export interface UpcomingSubject {
  event: string;
  place: string;
  /** YYYY-MM-DD, the occurrence's local start date. */
  date: string;
  /** HH:mm */
  timeFrom: string;
  timeTo: string;
}

const UPCOMING_TEXTS: Record<
  NotificationLanguage,
  { UPCOMING_INSPECTION: string; UPCOMING_INTERVENTION: string; UPCOMING_EVENT: string; body: string; open: string }
> = {
  pl: {
    UPCOMING_INSPECTION: 'Jutro inspekcja: {event} – {place}',
    UPCOMING_INTERVENTION: 'Jutro interwencja: {event} – {place}',
    UPCOMING_EVENT: 'Jutro wydarzenie: {event} – {place}',
    body: '{event} w miejscu {place}: {date}, {timeFrom}–{timeTo}.',
    open: 'Otwórz harmonogram',
  },
  en: {
    UPCOMING_INSPECTION: 'Inspection tomorrow: {event} – {place}',
    UPCOMING_INTERVENTION: 'Intervention tomorrow: {event} – {place}',
    UPCOMING_EVENT: 'Event tomorrow: {event} – {place}',
    body: '{event} at {place}: {date}, {timeFrom}–{timeTo}.',
    open: 'Open the schedule',
  },
  de: {
    UPCOMING_INSPECTION: 'Morgen Inspektion: {event} – {place}',
    UPCOMING_INTERVENTION: 'Morgen Einsatz: {event} – {place}',
    UPCOMING_EVENT: 'Morgen Termin: {event} – {place}',
    body: '{event} in {place}: {date}, {timeFrom}–{timeTo}.',
    open: 'Terminplan öffnen',
  },
  it: {
    UPCOMING_INSPECTION: 'Domani ispezione: {event} – {place}',
    UPCOMING_INTERVENTION: 'Domani intervento: {event} – {place}',
    UPCOMING_EVENT: 'Domani evento: {event} – {place}',
    body: '{event} presso {place}: {date}, {timeFrom}–{timeTo}.',
    open: 'Apri il calendario',
  },
  ru: {
    UPCOMING_INSPECTION: 'Завтра инспекция: {event} – {place}',
    UPCOMING_INTERVENTION: 'Завтра вмешательство: {event} – {place}',
    UPCOMING_EVENT: 'Завтра событие: {event} – {place}',
    body: '{event} на объекте {place}: {date}, {timeFrom}–{timeTo}.',
    open: 'Открыть расписание',
  },
};

const UPCOMING_KEYS = ['UPCOMING_INSPECTION', 'UPCOMING_INTERVENTION', 'UPCOMING_EVENT'] as const;

function renderUpcoming(key: (typeof UPCOMING_KEYS)[number], p: Record<string, unknown>, context: RenderContext): RenderedNotification | null {
  if (!isText(p.event) || !isText(p.place) || !isText(p.date) || !/^\d{4}-\d{2}-\d{2}$/.test(p.date) || !isText(p.timeFrom) || !isText(p.timeTo)) return null;
  const language = notificationLanguage(context.language);
  const texts = UPCOMING_TEXTS[language];
  // A local date of the schedule's zone: formatted as that calendar day, whatever the reader's zone.
  const date = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${p.date}T12:00:00Z`),
  );
  const plain = { event: p.event, place: p.place, date, timeFrom: p.timeFrom, timeTo: p.timeTo };
  const bold = {
    ...Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)])),
    event: `<b>${escapeHtml(p.event)}</b>`,
    place: `<b>${escapeHtml(p.place)}</b>`,
  };
  let html = `<p>${fill(texts.body, bold)}</p>`;
  let text = fill(texts.body, plain);
  if (context.link) {
    html += `<p><a href="${escapeHtml(context.link)}">${escapeHtml(texts.open)}</a></p>`;
    text += `\n\n${texts.open}: ${context.link}`;
  }
  return { title: fill(texts[key], plain), html, text };
}

const EMAIL_FAILED_TEXTS: Record<NotificationLanguage, { title: string; body: string }> = {
  pl: {
    title: 'Nie dostarczono e-maila do {to}',
    body: 'Wiadomość „{subject}” do {to} nie została wysłana po {attempts} próbach. Ostatnia odpowiedź serwera poczty: {error}',
  },
  en: {
    title: 'E-mail to {to} not delivered',
    body: 'The message “{subject}” to {to} was not sent after {attempts} attempts. The mail server’s last answer: {error}',
  },
  de: {
    title: 'E-Mail an {to} nicht zugestellt',
    body: 'Die Nachricht „{subject}“ an {to} wurde nach {attempts} Versuchen nicht gesendet. Letzte Antwort des Mailservers: {error}',
  },
  it: {
    title: 'E-mail a {to} non consegnata',
    body: 'Il messaggio «{subject}» a {to} non è stato inviato dopo {attempts} tentativi. Ultima risposta del server di posta: {error}',
  },
  ru: {
    title: 'Письмо для {to} не доставлено',
    body: 'Сообщение «{subject}» для {to} не отправлено после {attempts} попыток. Последний ответ почтового сервера: {error}',
  },
};

function renderEmailFailed(p: Record<string, unknown>, context: RenderContext): RenderedNotification | null {
  if (!isText(p.to) || !isText(p.subject) || !isText(p.error) || typeof p.attempts !== 'number') return null;
  const texts = EMAIL_FAILED_TEXTS[notificationLanguage(context.language)];
  const plain = { to: p.to, subject: p.subject, error: p.error, attempts: String(p.attempts) };
  const escaped = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  return { title: fill(texts.title, plain), html: `<p>${fill(texts.body, { ...escaped, to: `<b>${escaped.to}</b>` })}</p>`, text: fill(texts.body, plain) };
}

/** What a breached pest limit or critical limit names (limit-rules.ts of the contracts). */
export interface LimitSubject {
  /** The pest limit's name, or the device type of a critical limit. */
  limit: string;
  critical: boolean;
  place: string | null;
  /** The device's unique id when the limit applies per device. */
  device: string | null;
  /** NORMAL_SUM, DANGEROUS_SUM, OBJECT, OBSERVATION or DEVICE_TOTAL. */
  rule: string;
  /** The pest or observation of an OBJECT or OBSERVATION rule. */
  subject: string | null;
  measured: number;
  threshold: number;
  at: string;
}
export type TemplatedKey = keyof NotificationParamsByKey;

export interface RenderContext {
  language: string;
  timeZone?: string | null | undefined;
  /** An absolute address of the thing the notification is about (e-mail); the bell links the item itself. */
  link?: string | null | undefined;
}

export interface RenderedNotification {
  title: string;
  /** HTML, with every parameter escaped. */
  html: string;
  /** The same as plain text (e-mail). */
  text: string;
}

type Texts = {
  alertTitle: string;
  noSignalTitle: string;
  /** {device} {place} {devEui} {time} */
  alert: string;
  alertManual: string;
  noSignal: string;
  noPlace: string;
  open: string;
  limitTitle: string;
  criticalName: string;
  /** {what} {measured} {threshold} {device} {place} {time} */
  limitBody: string;
  normalSum: string;
  dangerousSum: string;
  deviceTotal: string;
  onDevice: string;
  openLimits: string;
};

const TEXTS: Record<NotificationLanguage, Texts> = {
  pl: {
    alertTitle: 'Alarm: {device} – {place}',
    noSignalTitle: 'Brak sygnału: {device} – {place}',
    alert: 'Czujnik {device} ({devEui}) w miejscu {place} wykrył szkodnika: {time}.',
    alertManual: 'Alarm czujnika {device} ({devEui}) w miejscu {place} wysłany ręcznie: {time}.',
    noSignal: 'Czujnik {device} ({devEui}) w miejscu {place} nie przesłał danych od {time}.',
    noPlace: 'bez miejsca',
    open: 'Otwórz urządzenie',
    limitTitle: 'Przekroczony limit: {limit} – {place}',
    criticalName: 'Limit krytyczny typu {limit}',
    limitBody: '{what}: {measured} przy limicie {threshold}{device} w miejscu {place}, {time}.',
    normalSum: 'suma szkodników zwykłych',
    dangerousSum: 'suma szkodników niebezpiecznych',
    deviceTotal: 'szkodniki w urządzeniu',
    onDevice: ', urządzenie {device}',
    openLimits: 'Otwórz limity',
  },
  en: {
    alertTitle: 'Alert: {device} – {place}',
    noSignalTitle: 'No signal: {device} – {place}',
    alert: 'Sensor {device} ({devEui}) at {place} detected a pest: {time}.',
    alertManual: 'Alert of sensor {device} ({devEui}) at {place} raised manually: {time}.',
    noSignal: 'Sensor {device} ({devEui}) at {place} has sent nothing since {time}.',
    noPlace: 'no place',
    open: 'Open the device',
    limitTitle: 'Limit exceeded: {limit} – {place}',
    criticalName: 'Critical limit of {limit}',
    limitBody: '{what}: {measured} against a limit of {threshold}{device} at {place}, {time}.',
    normalSum: 'sum of normal pests',
    dangerousSum: 'sum of dangerous pests',
    deviceTotal: 'pests in a device',
    onDevice: ', device {device}',
    openLimits: 'Open the limits',
  },
  de: {
    alertTitle: 'Alarm: {device} – {place}',
    noSignalTitle: 'Kein Signal: {device} – {place}',
    alert: 'Sensor {device} ({devEui}) in {place} hat einen Schädling erkannt: {time}.',
    alertManual: 'Alarm des Sensors {device} ({devEui}) in {place} manuell ausgelöst: {time}.',
    noSignal: 'Sensor {device} ({devEui}) in {place} hat seit {time} keine Daten gesendet.',
    noPlace: 'ohne Objekt',
    open: 'Gerät öffnen',
    limitTitle: 'Grenzwert überschritten: {limit} – {place}',
    criticalName: 'Kritischer Grenzwert von {limit}',
    limitBody: '{what}: {measured} bei einem Grenzwert von {threshold}{device} in {place}, {time}.',
    normalSum: 'Summe normaler Schädlinge',
    dangerousSum: 'Summe gefährlicher Schädlinge',
    deviceTotal: 'Schädlinge in einem Gerät',
    onDevice: ', Gerät {device}',
    openLimits: 'Grenzwerte öffnen',
  },
  it: {
    alertTitle: 'Allarme: {device} – {place}',
    noSignalTitle: 'Nessun segnale: {device} – {place}',
    alert: 'Il sensore {device} ({devEui}) in {place} ha rilevato un infestante: {time}.',
    alertManual: 'Allarme del sensore {device} ({devEui}) in {place} inviato manualmente: {time}.',
    noSignal: 'Il sensore {device} ({devEui}) in {place} non invia dati dal {time}.',
    noPlace: 'senza sito',
    open: 'Apri il dispositivo',
    limitTitle: 'Limite superato: {limit} – {place}',
    criticalName: 'Limite critico di {limit}',
    limitBody: '{what}: {measured} con un limite di {threshold}{device} in {place}, {time}.',
    normalSum: 'somma degli infestanti normali',
    dangerousSum: 'somma degli infestanti pericolosi',
    deviceTotal: 'infestanti in un dispositivo',
    onDevice: ', dispositivo {device}',
    openLimits: 'Apri i limiti',
  },
  ru: {
    alertTitle: 'Тревога: {device} – {place}',
    noSignalTitle: 'Нет сигнала: {device} – {place}',
    alert: 'Датчик {device} ({devEui}) на объекте {place} обнаружил вредителя: {time}.',
    alertManual: 'Тревога датчика {device} ({devEui}) на объекте {place} отправлена вручную: {time}.',
    noSignal: 'Датчик {device} ({devEui}) на объекте {place} не передаёт данные с {time}.',
    noPlace: 'без объекта',
    open: 'Открыть устройство',
    limitTitle: 'Превышен лимит: {limit} – {place}',
    criticalName: 'Критический лимит типа {limit}',
    limitBody: '{what}: {measured} при лимите {threshold}{device} на объекте {place}, {time}.',
    normalSum: 'сумма обычных вредителей',
    dangerousSum: 'сумма опасных вредителей',
    deviceTotal: 'вредители в устройстве',
    onDevice: ', устройство {device}',
    openLimits: 'Открыть лимиты',
  },
};

const LOCALES: Record<NotificationLanguage, string> = { pl: 'pl-PL', en: 'en-GB', de: 'de-DE', it: 'it-IT', ru: 'ru-RU' };

/** The recipient's language, Polish when unknown (User.language is stored as PL, EN, ...). */
export function notificationLanguage(language: string | null | undefined): NotificationLanguage {
  const lower = (language ?? '').toLowerCase();
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(lower) ? (lower as NotificationLanguage) : 'pl';
}

const MOMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: NotificationLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { ...MOMENT, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

// The first formatter loads the locale and zone data (a tenth of a second on a busy machine):
// paid when the process starts, not by the first alert, which has a second to reach its users.
formatterOf('pl', DEFAULT_NOTIFICATION_TIMEZONE);

/** A moment as the recipient reads it: their language's date and time in their zone (Europe/Warsaw by default). */
export function formatMoment(iso: string, language: NotificationLanguage, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return formatterOf(language, timeZone || DEFAULT_NOTIFICATION_TIMEZONE).format(date);
  } catch {
    // An unknown zone name stored by an old client: the default zone rather than no text.
    return formatterOf(language, DEFAULT_NOTIFICATION_TIMEZONE).format(date);
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function sensorSubject(params: Record<string, unknown>): SensorSubject | null {
  if (!isText(params.device) || !isText(params.devEui)) return null;
  return { device: params.device, devEui: params.devEui, place: isText(params.place) ? params.place : null };
}

/**
 * Renders a notification of a templated kind, or null when the kind has no template or the stored
 * parameters are missing or incomplete (a notification made before templates: its stored text is shown).
 */
export function renderNotification(key: string, params: unknown, context: RenderContext): RenderedNotification | null {
  if (!params || typeof params !== 'object') return null;
  const p = params as Record<string, unknown>;
  if (key === 'PEST_LIMIT_EXCEEDED') return renderLimit(p, context);
  if (key === 'OTHER') return p.kind === 'EMAIL_FAILED' ? renderEmailFailed(p, context) : null;
  if ((UPCOMING_KEYS as readonly string[]).includes(key)) return renderUpcoming(key as (typeof UPCOMING_KEYS)[number], p, context);
  const subject = sensorSubject(p);
  if (!subject) return null;
  const language = notificationLanguage(context.language);
  const texts = TEXTS[language];
  let titleTemplate: string;
  let bodyTemplate: string;
  let moment: string;
  if (key === 'LORA_DEVICE_ALERT' && isText(p.at)) {
    titleTemplate = texts.alertTitle;
    bodyTemplate = p.manual === true ? texts.alertManual : texts.alert;
    moment = p.at;
  } else if (key === 'LORA_DEVICE_NO_SIGNAL' && isText(p.lastUplinkAt)) {
    titleTemplate = texts.noSignalTitle;
    bodyTemplate = texts.noSignal;
    moment = p.lastUplinkAt;
  } else {
    return null;
  }
  const plain = {
    device: subject.device,
    place: subject.place ?? texts.noPlace,
    devEui: subject.devEui,
    time: formatMoment(moment, language, context.timeZone),
  };
  const bold = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, k === 'devEui' || k === 'time' ? escapeHtml(v) : `<b>${escapeHtml(v)}</b>`]));
  const title = fill(subject.place ? titleTemplate : titleTemplate.replace(' – {place}', ''), plain);
  let html = `<p>${fill(bodyTemplate, bold)}</p>`;
  let text = fill(bodyTemplate, plain);
  if (context.link) {
    html += `<p><a href="${escapeHtml(context.link)}">${escapeHtml(texts.open)}</a></p>`;
    text += `\n\n${texts.open}: ${context.link}`;
  }
  return { title, html, text };
}

function renderLimit(p: Record<string, unknown>, context: RenderContext): RenderedNotification | null {
  if (!isText(p.limit) || !isText(p.rule) || !isText(p.at) || typeof p.measured !== 'number' || typeof p.threshold !== 'number') return null;
  const language = notificationLanguage(context.language);
  const texts = TEXTS[language];
  const what = isText(p.subject) ? p.subject : p.rule === 'NORMAL_SUM' ? texts.normalSum : p.rule === 'DANGEROUS_SUM' ? texts.dangerousSum : texts.deviceTotal;
  const percent = p.rule === 'OBSERVATION' ? '%' : '';
  const limit = p.critical === true ? fill(texts.criticalName, { limit: p.limit }) : p.limit;
  const place = isText(p.place) ? p.place : texts.noPlace;
  const values = {
    what,
    measured: `${p.measured}${percent}`,
    threshold: `${p.threshold}${percent}`,
    place,
    time: formatMoment(p.at, language, context.timeZone),
  };
  const device = isText(p.device) ? p.device : null;
  const title = fill(isText(p.place) ? texts.limitTitle : texts.limitTitle.replace(' – {place}', ''), { limit, place });
  const text = fill(texts.limitBody, { ...values, what: what.charAt(0).toUpperCase() + what.slice(1), device: device ? fill(texts.onDevice, { device }) : '' });
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  let html = `<p>${fill(texts.limitBody, { ...escaped, what: `<b>${escapeHtml(what.charAt(0).toUpperCase() + what.slice(1))}</b>`, device: device ? fill(texts.onDevice, { device: `<b>${escapeHtml(device)}</b>` }) : '' })}</p>`;
  let plain = text;
  if (context.link) {
    html += `<p><a href="${escapeHtml(context.link)}">${escapeHtml(device ? texts.open : texts.openLimits)}</a></p>`;
    plain += `\n\n${device ? texts.open : texts.openLimits}: ${context.link}`;
  }
  return { title, html, text: plain };
}

/**
 * Where a notification leads in the panel: the device it is about, else the schedule of the place
 * of its event, else its place; null when it is about none of them.
 */
export function notificationPath(about: {
  placeUuid?: string | null | undefined;
  deviceUuid?: string | null | undefined;
  scheduleEvent?: boolean;
}): string | null {
  if (!about.placeUuid) return null;
  if (about.deviceUuid) return `/app/places/edit/${about.placeUuid}/devices/${about.deviceUuid}`;
  if (about.scheduleEvent) return `/app/places/edit/${about.placeUuid}/schedule`;
  return `/app/places/edit/${about.placeUuid}`;
}
