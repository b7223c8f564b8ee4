import type { DbClient } from '../src/client.ts';

/**
 * The records of the benchmarks' big inspection (the API's inspection screens, the workers'
 * inspection report): 2,000 actions, 2,000 pests and 1,000 bait-collect observations made by one
 * user on the inspection's devices in turn, with amounts that vary.
 */
export async function recordBigInspection(
  db: DbClient,
  inspectionId: number,
  userId: number,
  catalogue: { actionId: number; pestId: number; observationId: number },
): Promise<void> {
  const devices = await db.inspectionDevice.findMany({ where: { inspectionId }, select: { id: true, deviceId: true }, orderBy: { id: 'asc' } });
  const madeOn = (i: number) => {
    const device = devices[i % devices.length]!;
    return { deviceId: device.deviceId, inspectionId, inspectionDeviceId: device.id, userId };
  };
  await db.deviceActionRecord.createMany({
    data: Array.from({ length: 2000 }, (_, i) => ({ ...madeOn(i), deviceTypeActionId: catalogue.actionId, amount: 1 + (i % 3) })),
  });
  await db.deviceObjectRecord.createMany({
    data: Array.from({ length: 2000 }, (_, i) => ({ ...madeOn(i), deviceTypeObjectId: catalogue.pestId, amount: 1 + (i % 5) })),
  });
  await db.deviceObservationRecord.createMany({
    data: Array.from({ length: 1000 }, (_, i) => ({
      ...madeOn(i),
      deviceTypeObservationId: catalogue.observationId,
      type: 'BAIT_COLLECT' as const,
      amount: (i % 11) * 10,
      data: { type: 'BAIT_COLLECT', amountPercentage: (i % 11) * 10 },
    })),
  });
}
