// A minimal iCalendar (RFC 5545) writer: what a read-only feed of single occurrences needs.
import type { ScheduleOccurrence } from '@trapline/contracts/schedule';

/** TEXT values: backslash, semicolon, comma and line breaks are escaped. */
export const icalText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function icalendar(occurrences: ScheduleOccurrence[], options: { name: string; now: Date; link?: (o: ScheduleOccurrence) => string | null }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trapline//Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(options.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const o of occurrences) {
    const link = options.link?.(o) ?? null;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${o.uuid}-${o.occurrenceDate}@trapline`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART:${stamp(new Date(o.start))}`,
      `DTEND:${stamp(new Date(o.end))}`,
      `SUMMARY:${icalText(o.name)}`,
      `LOCATION:${icalText(o.place.name)}`,
      `CATEGORIES:${o.type}`,
      ...(o.description ? [`DESCRIPTION:${icalText(o.description)}`] : []),
      ...(link ? [`URL:${link}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
