import { notFound } from './app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The specification addresses many things by numeric id or by uuid. Answers the matching
 * `where` fragment, or null when the value is neither (the caller answers 404).
 */
export function idOrUuidWhere(value: string): { id: number } | { uuid: string } | null {
  if (/^\d{1,9}$/.test(value)) return { id: Number(value) };
  if (UUID.test(value)) return { uuid: value.toLowerCase() };
  return null;
}

/** The same for a key the request names: one that is neither id nor uuid names nothing (404). */
export function keyWhereOrNotFound(value: string): { id: number } | { uuid: string } {
  const where = idOrUuidWhere(value);
  if (!where) throw notFound();
  return where;
}
