const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in the browser's time zone (spec 1, section 9). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * DD/MM/YYYY (spec 1, section 9): a calendar day ("2026-10-30") as it is, an instant as its day in
 * the browser's time zone.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const d = new Date(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
