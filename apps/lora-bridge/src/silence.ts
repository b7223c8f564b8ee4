// Sensors that die quietly are the failure users fear most: a sensor silent for longer than its
// place's radio error interval (15 minutes by default) is flagged once per silence, with a
// NO_SIGNAL history event and a notification to the place's staff (not a client's user). Its
// next uplink clears the flag (events-handler.ts).
import { isSilent } from '@trapline/contracts/device-status';
import { notifyUsers } from '@trapline/notifications/notify';
import type { DbClient } from '@trapline/db/client';

export async function flagSilentSensors(db: DbClient, now = new Date()): Promise<number> {
  const candidates = await db.loraDevice.findMany({
    where: { noSignalNotifiedAt: null, lastUplinkAt: { not: null, lt: new Date(now.getTime() - 60_000) } },
    select: {
      id: true,
      devEui: true,
      name: true,
      lastUplinkAt: true,
      placeId: true,
      deviceId: true,
      place: { select: { name: true, radioErrorInterval: true } },
      device: { select: { uniqueId: true, placeId: true, place: { select: { name: true, radioErrorInterval: true } } } },
    },
  });
  let flagged = 0;
  for (const sensor of candidates) {
    // The rule every screen shows (device-status.ts): flagged exactly when the lists say no signal.
    if (!isSilent(sensor.lastUplinkAt, sensor.device?.place.radioErrorInterval || sensor.place?.radioErrorInterval, now)) continue;
    // Claim the silence first: two bridge replicas never notify twice, and an uplink stored
    // since the sensor was read (lastUplinkAt moved) cancels the claim.
    const claimed = await db.loraDevice.updateMany({
      where: { id: sensor.id, noSignalNotifiedAt: null, lastUplinkAt: sensor.lastUplinkAt },
      data: { noSignalNotifiedAt: now },
    });
    if (claimed.count === 0) continue;
    flagged++;
    await db.loraHistoryEvent.create({ data: { loraDeviceId: sensor.id, type: 'NO_SIGNAL', data: { lastUplinkAt: sensor.lastUplinkAt!.toISOString() } } });
    const placeId = sensor.device?.placeId ?? sensor.placeId;
    // The place's staff: radio health is the provider's to act on, not its client's user's (docs/decisions.md).
    const members = placeId ? await db.placeUser.findMany({ where: { placeId, user: { role: { not: 'CLIENT' } } }, select: { userId: true } }) : [];
    const label = sensor.device?.uniqueId ?? sensor.name;
    await notifyUsers(db, {
      userIds: members.map((m) => m.userId),
      key: 'LORA_DEVICE_NO_SIGNAL',
      params: {
        device: label,
        place: sensor.device?.place.name ?? sensor.place?.name ?? null,
        devEui: sensor.devEui,
        lastUplinkAt: sensor.lastUplinkAt!.toISOString(),
      },
      ...(placeId ? { placeId } : {}),
      ...(sensor.deviceId ? { deviceId: sensor.deviceId } : {}),
      metadata: { devEui: sensor.devEui },
    });
  }
  return flagged;
}
