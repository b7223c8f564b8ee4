import type { LoraGatewayCreateRequest, LoraGatewayListFilter, LoraGatewayUpdateRequest } from '@trapline/contracts/lora';
import { Prisma, type DbClient } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { GATEWAY_SELECT, toGateway } from './mappers.ts';
import { assertManager, gatewayWhere, resolveLinks } from './scope.ts';
import { inScope } from '../../access/scoped.ts';
import { textContains } from '../../lib/sql.ts';
import { pageRows } from '../../lib/paging.ts';

/**
 * LoRa gateways (spec 3, section 2.1). The bridge registers a gateway the first time it relays an
 * uplink; people name it, give it a company and place, or register one ahead of time.
 */
export async function listGateways(db: DbClient, scope: AccessScope, query: LoraGatewayListFilter) {
  const filters: Prisma.LoraGatewayWhereInput[] = [];
  if (query.name) filters.push({ OR: [{ name: textContains(query.name) }, { devEui: textContains(query.name) }] });
  if (query.companyUuid) filters.push({ company: { uuid: query.companyUuid.toLowerCase() } });
  const where = inScope(await gatewayWhere(scope), ...filters);
  const [rows, count] = await Promise.all([
    db.loraGateway.findMany({
      where,
      select: GATEWAY_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageRows(query),
    }),
    db.loraGateway.count({ where }),
  ]);
  return { loraDevices: rows.map(toGateway), count };
}

async function visibleGateway(db: DbClient, scope: AccessScope, key: string) {
  const where = keyWhereOrNotFound(key);
  const gateway = await db.loraGateway.findFirst({ where: inScope(await gatewayWhere(scope), where), select: { id: true, companyId: true, placeId: true } });
  if (!gateway) throw notFound();
  return gateway;
}

const answer = async (db: DbClient, id: number) => ({
  loraDevice: toGateway(await db.loraGateway.findUniqueOrThrow({ where: { id }, select: GATEWAY_SELECT })),
});

const devEuiTaken = () =>
  new AppError('lora/gateway_dev_eui_already_exists', { details: { fields: [{ path: 'devEui', message: 'GATEWAY_DEV_EUI_ALREADY_EXISTS', code: 'taken' }] } });
const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

export async function getGateway(db: DbClient, scope: AccessScope, key: string) {
  return answer(db, (await visibleGateway(db, scope, key)).id);
}

export async function createGateway(db: DbClient, scope: AccessScope, input: LoraGatewayCreateRequest & { devEui: string }) {
  assertManager(scope);
  const { companyId, placeId } = await resolveLinks(db, scope, input, { companyId: null, placeId: null, deviceId: null }, false);
  try {
    const created = await db.loraGateway.create({
      data: { devEui: input.devEui, name: input.name || input.devEui, description: input.description ?? null, companyId, placeId },
      select: { id: true },
    });
    return answer(db, created.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw devEuiTaken();
    throw error;
  }
}

export async function updateGateway(db: DbClient, scope: AccessScope, key: string, input: LoraGatewayUpdateRequest) {
  const gateway = await visibleGateway(db, scope, key);
  assertManager(scope);
  const { companyId, placeId } = await resolveLinks(db, scope, input, { companyId: gateway.companyId, placeId: gateway.placeId, deviceId: null }, false);
  try {
    await db.loraGateway.update({
      where: { id: gateway.id },
      data: {
        ...(input.devEui !== undefined ? { devEui: input.devEui } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        companyId,
        placeId,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw devEuiTaken();
    throw error;
  }
  return answer(db, gateway.id);
}

export async function deleteGateway(db: DbClient, scope: AccessScope, key: string) {
  const gateway = await visibleGateway(db, scope, key);
  assertManager(scope);
  await db.loraGateway.delete({ where: { id: gateway.id } });
}
