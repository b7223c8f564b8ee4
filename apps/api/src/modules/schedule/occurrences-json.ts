import type { ScheduleEvent, ScheduleOccurrence } from '@trapline/contracts/schedule';

const json = JSON.stringify;

interface SeriesText {
  /** `{"id":…,"uuid":…,` */
  head: string;
  /** `,"timeZone":…,"users":[…],` (the series' fields every occurrence repeats) */
  middle: string;
  /** The series as defined (`event`). */
  event: string;
}

function seriesText(event: ScheduleEvent): SeriesText {
  const middle = json({ timeZone: event.timeZone, periodical: event.periodical, periodicity: event.periodicity, placeUuid: event.placeUuid, place: event.place, userUuids: event.userUuids, users: event.users });
  return { head: `{"id":${json(event.id)},"uuid":${json(event.uuid)},`, middle: `,${middle.slice(1, -1)},`, event: json(event) };
}

/** Whether the occurrence carries its series' own values for the fields the series' text holds. */
const sharesSeries = (occurrence: ScheduleOccurrence, event: ScheduleEvent) =>
  occurrence.id === event.id &&
  occurrence.uuid === event.uuid &&
  occurrence.timeZone === event.timeZone &&
  occurrence.periodical === event.periodical &&
  occurrence.periodicity === event.periodicity &&
  occurrence.placeUuid === event.placeUuid &&
  occurrence.place === event.place &&
  occurrence.userUuids === event.userUuids &&
  occurrence.users === event.users;

/**
 * The JSON of a list of occurrences, the same text JSON.stringify writes (the fields in the
 * schema's order). A month of a company holds thousands of occurrences of a few hundred series,
 * and every occurrence repeats its series (`event`, place, assignees): the series' parts are
 * written once per series and repeated as text. An occurrence that does not share its series'
 * objects is written whole.
 */
export function occurrencesJson(occurrences: ScheduleOccurrence[]): string {
  const series = new Map<ScheduleEvent, SeriesText>();
  const parts = new Array<string>(occurrences.length);
  for (let i = 0; i < occurrences.length; i++) {
    const occurrence = occurrences[i]!;
    const event = occurrence.event;
    if (!sharesSeries(occurrence, event)) {
      parts[i] = json(occurrence);
      continue;
    }
    let text = series.get(event);
    if (!text) {
      text = seriesText(event);
      series.set(event, text);
    }
    parts[i] =
      `${text.head}"name":${json(occurrence.name)},"type":${json(occurrence.type)},"description":${json(occurrence.description)},` +
      `"dateFrom":${json(occurrence.dateFrom)},"dateTo":${json(occurrence.dateTo)},"timeFrom":${json(occurrence.timeFrom)},"timeTo":${json(occurrence.timeTo)}` +
      `${text.middle}"occurrenceDate":${json(occurrence.occurrenceDate)},"start":${json(occurrence.start)},"end":${json(occurrence.end)},"modified":${json(occurrence.modified)},"event":${text.event}}`;
  }
  return `[${parts.join(',')}]`;
}
