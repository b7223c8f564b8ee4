// Catalogue names in the reader's language on the daily screens (devices list and details, plans,
// dashboard): the rows carry the stored name, and these swap in the translation (localName,
// @trapline/contracts/translations) with one query for the types involved.
import { localName } from '@trapline/contracts/translations';
import type { DbClient } from '@trapline/db/client';

/** The device types' names in a language, by id. */
export async function deviceTypeNames(db: DbClient, ids: Iterable<number>, language: string): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const types = await db.deviceType.findMany({ where: { id: { in: unique } }, select: { id: true, name: true, translations: true } });
  return new Map(types.map((type) => [type.id, localName(type, language)]));
}

/** Items naming a device type (list items, devices), with the type's name in the language. */
export async function withLocalTypeNames<T extends { deviceType: { id: number; name: string } }>(db: DbClient, items: T[], language: string): Promise<T[]> {
  if (items.length === 0) return items;
  const names = await deviceTypeNames(
    db,
    items.map((item) => item.deviceType.id),
    language,
  );
  return items.map((item) => ({ ...item, deviceType: { ...item.deviceType, name: names.get(item.deviceType.id) ?? item.deviceType.name } }));
}
