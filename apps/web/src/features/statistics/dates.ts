const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The current month, first to last day (spec 3, section 9). */
export function currentMonth(now = new Date()): { from: string; to: string } {
  return { from: dayText(new Date(now.getFullYear(), now.getMonth(), 1)), to: dayText(new Date(now.getFullYear(), now.getMonth() + 1, 0)) };
}
export function currentYear(now = new Date()): { from: string; to: string } {
  return { from: `${now.getFullYear()}-01-01`, to: `${now.getFullYear()}-12-31` };
}
