/** Uuids a zone may not be moved under: itself and its descendants (spec 2, section 4). */
export function forbiddenParents(zones: { uuid: string; parentZoneUuid: string | null }[], zoneUuid: string): Set<string> {
  const forbidden = new Set([zoneUuid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const zone of zones) {
      if (zone.parentZoneUuid && forbidden.has(zone.parentZoneUuid) && !forbidden.has(zone.uuid)) {
        forbidden.add(zone.uuid);
        grew = true;
      }
    }
  }
  return forbidden;
}
