import type { ScopedPlace } from '../../access/place.ts';
import { AGGREGATE_LEVELS, type AggregateRow, type Names } from './repository.ts';

/** The breakdown a series belongs to. */
export type Level = 'place' | 'zone' | 'type' | 'device';

/** Kinds of record as numbered in the sums tables (STATISTICS_KINDS). */
const OBJECTS = 1;
const ACTIONS = 2;
const OBSERVATIONS = 3;

/**
 * The sums of one series in hundredths, in arrays indexed by item slot (a hole: no sum of that
 * item): per day of the range (1 for the first), and over the whole range with the signed count of
 * the records they sum (corrections of monthly sums subtract records: a total whose records are
 * all subtracted again is none).
 */
export class SeriesSums {
  /** Made at the first day's sum (most devices' series have totals only). */
  days: Array<number[] | undefined> | null = null;
  readonly totalCents: number[] = [];
  readonly totalRecords: number[] = [];

  constructor(
    readonly id: number | null,
    private readonly dayCount: number,
  ) {}

  addDay(day: number, slot: number, cents: number): void {
    const days = (this.days ??= new Array<number[] | undefined>(this.dayCount + 1));
    const ofDay = (days[day] ??= []);
    ofDay[slot] = (ofDay[slot] ?? 0) + cents;
  }

  addTotal(slot: number, cents: number, records: number): void {
    this.totalCents[slot] = (this.totalCents[slot] ?? 0) + cents;
    this.totalRecords[slot] = (this.totalRecords[slot] ?? 0) + records;
  }

  /** Whether any sum of the series counts. */
  counts(): boolean {
    return (this.days?.some((ofDay) => ofDay !== undefined) ?? false) || this.totalRecords.some((records) => records > 0);
  }
}

/**
 * The sums of one statistics answer (GET /api/place/{id}/statistics) as plain numbers, per series
 * (the place, each zone, device type and device), day of the range and record item, in hundredths
 * (amounts have two decimals: integers add exactly), gathered from the sums or the records and then
 * written straight into the answer's JSON (`writeAnswer`).
 *
 * Why not objects: a year of a large place is some 12,000 day entries and a thousand devices. Made
 * into an object each, kept in maps of days and serialized, they took most of an uncached answer's
 * CPU time (the building, the serializing and the garbage collection after them about equally).
 */
export class AnswerSums {
  /** Items in the order they were first met; their slot is their index. */
  private readonly items: Array<{ kind: number; id: number }> = [];
  private readonly slots = new Map<number, number>();
  readonly series: Record<Level, Map<number | null, SeriesSums>> = { place: new Map(), zone: new Map(), type: new Map(), device: new Map() };

  /** dayCount: the days of the range. */
  constructor(private readonly dayCount: number) {}

  /** The slot of an item (kind and id) in the series' sums. */
  slot(kind: number, id: number): number {
    const key = kind * 2 ** 32 + id;
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.items.length;
      this.slots.set(key, slot);
      this.items.push({ kind, id });
    }
    return slot;
  }

  /** The sums of a series, made when first asked for. */
  of(level: Level, id: number | null): SeriesSums {
    const ofLevel = this.series[level];
    let found = ofLevel.get(id);
    if (!found) ofLevel.set(id, (found = new SeriesSums(id, this.dayCount)));
    return found;
  }

  /** Adds to a series' day (its number in the range, 1 for the first) an item's hundredths. */
  addDay(level: Level, id: number | null, day: number, kind: number, item: number, cents: number): void {
    this.of(level, id).addDay(day, this.slot(kind, item), cents);
  }

  /** Adds to a series' totals over the whole range (see SeriesSums.addTotal). */
  addTotal(level: Level, id: number | null, kind: number, item: number, cents: number, records = 1): void {
    this.of(level, id).addTotal(this.slot(kind, item), cents, records);
  }

  /** Adds the aggregates of the records (repository.aggregate); amounts have two decimals. */
  addAggregates(placeId: number, rows: AggregateRow[]): void {
    for (const [day, zoneId, deviceTypeId, deviceId, kind, itemId, amount, grouping] of rows) {
      const level: Level = AGGREGATE_LEVELS[grouping as keyof typeof AGGREGATE_LEVELS] ?? 'device';
      const id = level === 'place' ? placeId : level === 'zone' ? zoneId : level === 'type' ? deviceTypeId : deviceId;
      if (day === null) this.addTotal(level, id, kind, itemId, Math.round(amount * 100));
      else this.addDay(level, id, day, kind, itemId, Math.round(amount * 100));
    }
  }

  /** The ids of the items, types and devices the sums name (to look up their names). */
  ids(): { objects: number[]; actions: number[]; observations: number[]; types: number[]; devices: number[] } {
    const ofKind = (kind: number) => this.items.filter((item) => item.kind === kind).map((item) => item.id);
    const known = (ids: Iterable<number | null>) => [...ids].filter((id): id is number => id !== null);
    return {
      objects: ofKind(OBJECTS),
      actions: ofKind(ACTIONS),
      observations: ofKind(OBSERVATIONS),
      types: known(this.series.type.keys()),
      devices: known(this.series.device.keys()),
    };
  }

  /**
   * The answer's JSON (ZStatisticsResponse), as JSON.stringify writes it but in ASCII (asciiJson): the
   * series sorted (zones and types by name in the caller's language, devices by unique id), each
   * series' days in order and a day's items ordered by id, as the SQL sums are ordered.
   */
  writeAnswer(place: ScopedPlace, range: { from: Date; to: Date; timezone: string; days: string[] }, names: Names, lang: string): Buffer {
    const writer = new AnswerWriter(this.items, names, range.days);
    // One collator for all the comparisons (a thousand devices make some ten thousand of them).
    const byNameCollator = new Intl.Collator(lang);
    const byName = (a: { name: string | null }, b: { name: string | null }) => byNameCollator.compare(a.name ?? '\uffff', b.name ?? '\uffff');
    const named = (level: Level, name: (id: number | null) => string | null) =>
      [...this.series[level].values()].map((series) => ({ series, name: name(series.id) })).sort(byName);
    const uniqueIds = new Intl.Collator(undefined, { numeric: true });
    const devices = [...this.series.device.values()]
      .filter((series) => series.counts())
      .map((series) => ({ series, device: names.devices.get(series.id!) }))
      .sort((a, b) => uniqueIds.compare(a.device?.uniqueId ?? '', b.device?.uniqueId ?? ''));

    const json = asciiJson;
    // Joined with += (a join would copy the series' texts once more before the Buffer copies them).
    const list = <T>(items: T[], write: (item: T) => string) => {
      let text = '';
      for (const item of items) text += text ? `,${write(item)}` : write(item);
      return text;
    };
    let out = `{"from":${json(range.from.toISOString())},"to":${json(range.to.toISOString())},"timezone":${json(range.timezone)},"days":${JSON.stringify(range.days)}`;
    out += `,"byPlace":${writer.series(this.series.place.get(place.id) ?? new SeriesSums(place.id, this.dayCount), place.name)}}`;
    out += `,"byZone":[${list(
      named('zone', (id) => (id === null ? null : (names.zones.get(id) ?? null))),
      ({ series, name }) => `${writer.series(series, name)}}`,
    )}]`;
    out += `,"byDeviceType":[${list(
      named('type', (id) => names.types.get(id!) ?? null),
      ({ series, name }) => `${writer.series(series, name)}}`,
    )}]`;
    out += `,"byDevice":[${list(
      devices,
      ({ series, device }) =>
        `${writer.series(series, device?.name ?? null)},"uniqueId":${json(device?.uniqueId ?? '')},"deviceTypeId":${device?.deviceTypeId ?? 0},"zoneId":${device?.zoneId ?? null},"deleted":${device?.deleted ?? false}}`,
    )}]}`;
    // Every character is ASCII (asciiJson): copied byte for byte, no UTF-8 encoding.
    return Buffer.from(out, 'latin1');
  }
}

/**
 * A string (or null) as JSON with every character beyond ASCII escaped (\u0142 for ł): the answer
 * stays a string of one-byte characters, which V8 joins and copies into a Buffer at a third of the
 * cost of a two-byte one, and a single Polish name would make the whole answer two-byte.
 */
function asciiJson(text: string | null): string {
  return JSON.stringify(text).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Writes series as JSON, with the constant parts of each item's entries written once. */
class AnswerWriter {
  /** Per slot: its kind, whether it is a dangerous object, and its entry's text before and after the amount; the slots ordered by kind, then id. */
  private readonly kinds: number[];
  private readonly slotOfRank: number[];
  private readonly heads: string[];
  private readonly tails: string[];
  private readonly dangerous: boolean[];

  constructor(
    items: Array<{ kind: number; id: number }>,
    names: Names,
    private readonly days: string[],
  ) {
    this.kinds = items.map((item) => item.kind);
    this.slotOfRank = items.map((_, slot) => slot).sort((a, b) => items[a]!.kind - items[b]!.kind || items[a]!.id - items[b]!.id);
    this.dangerous = items.map((item) => item.kind === OBJECTS && (names.objects.get(item.id)?.dangerous ?? false));
    this.heads = items.map(({ kind, id }) =>
      kind === OBJECTS
        ? `{"deviceTypeObjectId":${id},"amount":`
        : kind === ACTIONS
          ? `{"deviceTypeActionId":${id},"amount":`
          : `{"deviceTypeObservationId":${id},"amount":`,
    );
    // An object's entry repeats its day (dateId) between the amount and its tail.
    this.tails = items.map(({ kind, id }) =>
      kind === OBJECTS
        ? `","isDangerous":${names.objects.get(id)?.dangerous ?? false},"deviceTypeObject":{"name":${asciiJson(names.objects.get(id)?.name ?? '')}}}`
        : kind === ACTIONS
          ? `,"deviceTypeAction":{"name":${asciiJson(names.actions.get(id) ?? '')}}}`
          : `,"deviceTypeObservation":{"name":${asciiJson(names.observations.get(id) ?? '')}}}`,
    );
  }

  /** A series' JSON without its closing brace (devices add their fields). */
  series(series: SeriesSums, name: string | null): string {
    const totals = [0, 0, 0, 0, 0]; // hundredths of objects, actions, observations (by kind), dangerous objects (4)
    const count = (slot: number, cents: number) => {
      totals[this.kinds[slot]!]! += cents;
      if (this.dangerous[slot]) totals[4]! += cents;
    };
    let dates = '';
    const days = series.days ?? [];
    for (let day = 1; day < days.length; day++) {
      const ofDay = days[day];
      if (ofDay === undefined) continue;
      const date = this.days[day - 1]!;
      const parts = ['', '', '', '']; // the entries of objects, actions and observations (by kind)
      // Items ordered by kind, then id.
      for (const slot of this.slotOfRank) {
        const cents = ofDay[slot];
        if (cents === undefined) continue;
        count(slot, cents);
        const kind = this.kinds[slot]!;
        const amount = cents / 100;
        const entry =
          kind === OBJECTS ? `${this.heads[slot]}${amount},"dateId":"${date}${this.tails[slot]}` : `${this.heads[slot]}${amount}${this.tails[slot]}`;
        parts[kind] += parts[kind] ? `,${entry}` : entry;
      }
      dates += `${dates ? ',' : ''}{"date":"${date}","objects":[${parts[OBJECTS]}],"actions":[${parts[ACTIONS]}],"observations":[${parts[OBSERVATIONS]}]}`;
    }
    series.totalCents.forEach((cents, slot) => {
      if (series.totalRecords[slot]! > 0) count(slot, cents);
    });
    const total = (cents: number) => Math.round(cents) / 100;
    return `{"id":${series.id},"name":${asciiJson(name)},"dates":[${dates}],"data":{"objects":${total(totals[OBJECTS]!)},"dangerousObjects":${total(totals[4]!)},"actions":${total(totals[ACTIONS]!)},"observations":${total(totals[OBSERVATIONS]!)}}`;
  }
}
