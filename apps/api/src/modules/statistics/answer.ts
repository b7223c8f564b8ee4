import type { ScopedPlace } from '../../access/place.ts';
import { AGGREGATE_LEVELS, type AggregateRow, type Names } from './repository.ts';

/** The breakdown a series belongs to. */
export type Level = 'place' | 'zone' | 'type' | 'device';

/** Kinds of record as numbered in the sums tables (STATISTICS_KINDS). */
const OBJECTS = 1;
const ACTIONS = 2;
const OBSERVATIONS = 3;

/** Above any number of items one answer names: a day's key is day * ITEM_SLOTS + slot. */
const ITEM_SLOTS = 2 ** 20;

/** The sums of one series in hundredths: per day and item slot, and per slot over the whole range (with their signed record counts). */
class SeriesSums {
  readonly days = new Map<number, number>();
  totals: Map<number, { cents: number; records: number }> | null = null;

  constructor(readonly id: number | null) {}
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

  private slot(kind: number, id: number): number {
    const key = kind * 2 ** 32 + id;
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.items.length;
      if (slot >= ITEM_SLOTS) throw new Error('too many items in one statistics answer');
      this.slots.set(key, slot);
      this.items.push({ kind, id });
    }
    return slot;
  }

  private of(level: Level, id: number | null): SeriesSums {
    const ofLevel = this.series[level];
    let found = ofLevel.get(id);
    if (!found) ofLevel.set(id, (found = new SeriesSums(id)));
    return found;
  }

  /** Adds to a series' day (its number in the range, 1 for the first) an item's hundredths. */
  addDay(level: Level, id: number | null, day: number, kind: number, item: number, cents: number): void {
    const { days } = this.of(level, id);
    const key = day * ITEM_SLOTS + this.slot(kind, item);
    days.set(key, (days.get(key) ?? 0) + cents);
  }

  /**
   * Adds to a series' totals over the whole range an item's hundredths and the signed count of the
   * records they sum (corrections of monthly sums subtract records): a total whose records are all
   * subtracted again is none.
   */
  addTotal(level: Level, id: number | null, kind: number, item: number, cents: number, records = 1): void {
    const series = this.of(level, id);
    const slot = this.slot(kind, item);
    const totals = (series.totals ??= new Map());
    const found = totals.get(slot);
    if (found) {
      found.cents += cents;
      found.records += records;
    } else totals.set(slot, { cents, records });
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
   * The answer's JSON, as JSON.stringify would write the response of ZStatisticsResponse: the
   * series sorted (zones and types by name in the caller's language, devices by unique id), each
   * series' days in order and a day's items ordered by id, as the SQL sums are ordered.
   */
  writeAnswer(place: ScopedPlace, range: { from: Date; to: Date; timezone: string; days: string[] }, names: Names, lang: string): string {
    const writer = new AnswerWriter(this.items, names, range.days);
    // One collator for all the comparisons (a thousand devices make some ten thousand of them).
    const byNameCollator = new Intl.Collator(lang);
    const byName = (a: { name: string | null }, b: { name: string | null }) => byNameCollator.compare(a.name ?? '\uffff', b.name ?? '\uffff');
    const named = (level: Level, name: (id: number | null) => string | null) =>
      [...this.series[level].values()].map((series) => ({ series, name: name(series.id) })).sort(byName);
    const uniqueIds = new Intl.Collator(undefined, { numeric: true });
    const devices = [...this.series.device.values()]
      .filter((series) => series.days.size > 0 || [...(series.totals?.values() ?? [])].some((total) => total.records > 0))
      .map((series) => ({ series, device: names.devices.get(series.id!) }))
      .sort((a, b) => uniqueIds.compare(a.device?.uniqueId ?? '', b.device?.uniqueId ?? ''));

    const json = JSON.stringify;
    let out = `{"from":${json(range.from.toISOString())},"to":${json(range.to.toISOString())},"timezone":${json(range.timezone)},"days":${json(range.days)}`;
    out += `,"byPlace":${writer.series(this.series.place.get(place.id) ?? new SeriesSums(place.id), place.name)}}`;
    out += `,"byZone":[${named('zone', (id) => (id === null ? null : (names.zones.get(id) ?? null)))
      .map(({ series, name }) => `${writer.series(series, name)}}`)
      .join(',')}]`;
    out += `,"byDeviceType":[${named('type', (id) => names.types.get(id!) ?? null)
      .map(({ series, name }) => `${writer.series(series, name)}}`)
      .join(',')}]`;
    out += `,"byDevice":[${devices
      .map(
        ({ series, device }) =>
          `${writer.series(series, device?.name ?? null)},"uniqueId":${json(device?.uniqueId ?? '')},"deviceTypeId":${device?.deviceTypeId ?? 0},"zoneId":${device?.zoneId ?? null},"deleted":${device?.deleted ?? false}}`,
      )
      .join(',')}]}`;
    return out;
  }
}

/** Writes series as JSON, with the constant parts of each item's entries written once. */
class AnswerWriter {
  /** Per slot: its kind, its rank among the items (by kind, then id), and its entry's text before and after the amount. */
  private readonly kinds: number[];
  private readonly ranks: number[];
  private readonly slotOfRank: number[];
  private readonly heads: string[];
  private readonly tails: string[];
  private readonly dangerous: boolean[];

  constructor(
    items: Array<{ kind: number; id: number }>,
    names: Names,
    private readonly days: string[],
  ) {
    const json = JSON.stringify;
    this.kinds = items.map((item) => item.kind);
    this.slotOfRank = items.map((_, slot) => slot).sort((a, b) => items[a]!.kind - items[b]!.kind || items[a]!.id - items[b]!.id);
    this.ranks = new Array<number>(items.length);
    this.slotOfRank.forEach((slot, rank) => (this.ranks[slot] = rank));
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
        ? `","isDangerous":${names.objects.get(id)?.dangerous ?? false},"deviceTypeObject":{"name":${json(names.objects.get(id)?.name ?? '')}}}`
        : kind === ACTIONS
          ? `,"deviceTypeAction":{"name":${json(names.actions.get(id) ?? '')}}}`
          : `,"deviceTypeObservation":{"name":${json(names.observations.get(id) ?? '')}}}`,
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
    if (series.days.size > 0) {
      // Keys ordered by day, then by the items' ranks.
      const n = this.ranks.length;
      const keys = new Float64Array(series.days.size);
      let i = 0;
      for (const key of series.days.keys()) {
        const day = Math.floor(key / ITEM_SLOTS);
        keys[i++] = day * n + this.ranks[key - day * ITEM_SLOTS]!;
      }
      keys.sort();
      const parts: Record<number, string> = { [OBJECTS]: '', [ACTIONS]: '', [OBSERVATIONS]: '' };
      let current = -1;
      const closeDay = () => {
        if (current < 0) return;
        dates += `${dates ? ',' : ''}{"date":"${this.days[current - 1]!}","objects":[${parts[OBJECTS]}],"actions":[${parts[ACTIONS]}],"observations":[${parts[OBSERVATIONS]}]}`;
        parts[OBJECTS] = parts[ACTIONS] = parts[OBSERVATIONS] = '';
      };
      for (const key of keys) {
        const day = Math.floor(key / n);
        const slot = this.slotOfRank[key - day * n]!;
        if (day !== current) {
          closeDay();
          current = day;
        }
        const cents = series.days.get(day * ITEM_SLOTS + slot)!;
        count(slot, cents);
        const kind = this.kinds[slot]!;
        const amount = cents / 100;
        const entry =
          kind === OBJECTS
            ? `${this.heads[slot]}${amount},"dateId":"${this.days[day - 1]!}${this.tails[slot]}`
            : `${this.heads[slot]}${amount}${this.tails[slot]}`;
        parts[kind] += parts[kind] ? `,${entry}` : entry;
      }
      closeDay();
    }
    for (const [slot, { cents, records }] of series.totals ?? []) if (records > 0) count(slot, cents);
    const total = (cents: number) => Math.round(cents) / 100;
    return `{"id":${series.id},"name":${JSON.stringify(name)},"dates":[${dates}],"data":{"objects":${total(totals[OBJECTS]!)},"dangerousObjects":${total(totals[4]!)},"actions":${total(totals[ACTIONS]!)},"observations":${total(totals[OBSERVATIONS]!)}}`;
  }
}
