// A downlink's fate comes back as events that carry our id as queueItemId: txack (a gateway sent
// it), ack (the device confirmed, or a confirmed item timed out) and log (gateway errors, expiry,
// oversize, frame counters). Radio settings count as set once their downlink is delivered: a
// confirmed one when the device acknowledged it (sent is not received), an unconfirmed one when sent.
import type { DbClient } from '@trapline/db/client';
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ZTxAckEvent = z.looseObject({ queueItemId: z.string().optional(), time: z.string().optional() });
export const ZAckEvent = z.looseObject({ queueItemId: z.string().optional(), acknowledged: z.boolean().optional(), time: z.string().optional() });
export const ZLogEvent = z.looseObject({
  level: z.string().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  context: z.record(z.string(), z.string()).optional(),
});

const FAILURE_CODES = new Set(['DOWNLINK_GATEWAY', 'EXPIRED', 'DOWNLINK_PAYLOAD_SIZE', 'F_CNT_DOWN']);

async function settle(db: DbClient, queueItemId: string | undefined, data: { status: 'SENT' | 'ACKNOWLEDGED' | 'FAILED'; error?: string }, at: Date) {
  if (!queueItemId || !UUID.test(queueItemId)) return 0;
  const downlink = await db.loraDownlink.findUnique({
    where: { uuid: queueItemId.toLowerCase() },
    select: { id: true, status: true, confirmed: true, radioSettingId: true },
  });
  // Final states stay final: a late txack never turns an acknowledged item back into "sent".
  if (!downlink || downlink.status === 'ACKNOWLEDGED' || downlink.status === 'FAILED') return 0;
  const delivered = data.status === 'ACKNOWLEDGED' || (data.status === 'SENT' && !downlink.confirmed);
  // One transaction: once the item reads as acknowledged its setting reads as received (a reader
  // never sees one without the other, and a crash between them cannot leave the setting unset
  // forever behind a final state). The status condition keeps a concurrent final event final.
  await db.$transaction(async (tx) => {
    const { count } = await tx.loraDownlink.updateMany({
      where: { id: downlink.id, status: { notIn: ['ACKNOWLEDGED', 'FAILED'] } },
      data: {
        status: data.status,
        ...(data.error ? { error: data.error } : {}),
        ...(data.status === 'SENT' ? { sentAt: at } : {}),
        ...(data.status === 'ACKNOWLEDGED' ? { acknowledgedAt: at } : {}),
      },
    });
    if (count && downlink.radioSettingId && delivered) {
      await tx.radioSetting.updateMany({ where: { id: downlink.radioSettingId, receivedAt: null }, data: { receivedAt: at } });
    }
  });
  return 1;
}

const timeOf = (value: string | undefined) => {
  const at = value ? new Date(value) : new Date();
  return Number.isNaN(at.getTime()) ? new Date() : at;
};

export function settleTxAck(db: DbClient, event: z.infer<typeof ZTxAckEvent>) {
  return settle(db, event.queueItemId, { status: 'SENT' }, timeOf(event.time));
}

export function settleAck(db: DbClient, event: z.infer<typeof ZAckEvent>) {
  return settle(
    db,
    event.queueItemId,
    event.acknowledged === false ? { status: 'FAILED', error: 'not acknowledged' } : { status: 'ACKNOWLEDGED' },
    timeOf(event.time),
  );
}

export function settleLog(db: DbClient, event: z.infer<typeof ZLogEvent>) {
  if (!event.code || !FAILURE_CODES.has(event.code)) return Promise.resolve(0);
  return settle(db, event.context?.queue_item_id, { status: 'FAILED', error: `${event.code}: ${event.description ?? ''}`.trim() }, new Date());
}
