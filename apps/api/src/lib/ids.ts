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
