import type { SqlPool } from '@trapline/db/client';
import type { ScopedPlace } from '../../access/place.ts';

export interface DeviceListRow {
  id: number;
  uuid: string;
  uniqueId: string;
  name: string | null;
  description: string | null;
  location: string | null;
  zoneId: number | null;
  zoneName: string | null;
  deviceTypeId: number;
  typeName: string;
  color: string;
  isRadio: boolean;
  detect: boolean;
  /** Epoch milliseconds: timestamps without time zone are read as UTC whatever the server's zone. */
  lastSignalMs: number | null;
  mapId: number | null;
  mapX: number | null;
  mapY: number | null;
}

/**
 * The devices list of a place in one prepared statement, in list order (alert first, prefix,
 * number; the partial index devices_list_order_idx serves it). A place may hold thousands of
 * devices: Prisma's per-relation queries cost more than the rows themselves here.
 */
export async function listDeviceRows(sql: SqlPool, place: ScopedPlace, filter: { zoneId: number | null; deviceTypeId: number | null; search: string | null }) {
  const { rows } = await sql.query<DeviceListRow>({
    name: 'devices-list',
    text: `SELECT d.id, d.uuid, d."uniqueId", d.name, d.description, d.location, d."zoneId", z.name AS "zoneName",
        d."deviceTypeId", t.name AS "typeName", t.color, t."isRadio", d.detect,
        (extract(epoch FROM d."lastSignalAt") * 1000)::float8 AS "lastSignalMs", d."mapId", d."mapX", d."mapY"
      FROM devices d
      JOIN device_types t ON t.id = d."deviceTypeId"
      LEFT JOIN place_zones z ON z.id = d."zoneId"
      WHERE d."placeId" = $1 AND d."deletedAt" IS NULL
        AND ($2::int IS NULL OR d."zoneId" = $2)
        AND ($3::int IS NULL OR d."deviceTypeId" = $3)
        AND ($4::text IS NULL OR d."uniqueId" ILIKE $4 OR d.name ILIKE $4)
      ORDER BY d.detect DESC, d.prefix, d.number NULLS LAST, d."uniqueId"`,
    values: [place.id, filter.zoneId, filter.deviceTypeId, filter.search],
  });
  return rows;
}
