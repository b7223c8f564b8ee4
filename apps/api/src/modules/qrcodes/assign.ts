import { normaliseQrCode } from '@trapline/contracts/qrcodes';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';

/**
 * Gives a device a QR code (typed or scanned, in any case, with or without dashes), or takes
 * its code away (null or ''). The code must belong to a batch of a company the caller sees
 * (else 400 qr_code_not_found); a code another device has is refused with 409
 * qrcodes/code_used. The code taken away, or replaced, is free again. Runs in the caller's
 * transaction; a code is claimed with a conditional update, so two devices cannot both get it.
 */
export async function assignQrCode(tx: Prisma.TransactionClient | DbClient, scope: AccessScope, device: { id: number }, text: string | null): Promise<void> {
  const current = await tx.device.findUniqueOrThrow({ where: { id: device.id }, select: { qrCodeId: true } });
  const value = text === null ? '' : normaliseQrCode(text);
  if (value === '') {
    if (current.qrCodeId !== null) {
      await tx.device.update({ where: { id: device.id }, data: { qrCodeId: null } });
      await tx.qrCode.update({ where: { id: current.qrCodeId }, data: { used: false } });
    }
    return;
  }
  const code = await tx.qrCode.findFirst({ where: { code: value, batch: { company: await scope.companyWhere() } }, select: { id: true } });
  if (!code) throw fieldError('qrCode', 'qr_code_not_found');
  if (code.id === current.qrCodeId) return;
  const claimed = await tx.qrCode.updateMany({ where: { id: code.id, used: false }, data: { used: true } });
  if (claimed.count !== 1) throw new AppError('qrcodes/code_used', { details: { fields: [{ path: 'qrCode', message: 'qr_code_used', code: 'taken' }] } });
  if (current.qrCodeId !== null) await tx.qrCode.update({ where: { id: current.qrCodeId }, data: { used: false } });
  await tx.device.update({ where: { id: device.id }, data: { qrCodeId: code.id } });
}
