import type { Mixture, SetMixtureOrderRequest, ZCreateMixtureRequest, ZUpdateMixtureRequest } from '@trapline/contracts/admin';
import type { z } from 'zod';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import { assertOrderCurrent } from '../../lib/ordering.ts';
import { mergeTranslations, translationsOf } from '../catalogue/mappers.ts';
import * as repo from './repository.ts';

/** Mixtures, the bait preparations of refill observations (spec 3, sections 3.5, 4, 5 and 7): the super admin's alone. */

function assertSuperAdmin(scope: AccessScope) {
  if (!scope.isSuperAdmin) throw forbidden();
}

/** MIXTURE_SELECT picks exactly the contract's fields: only the translations and the times change form. */
function toMixture(row: repo.MixtureRow): Mixture {
  return { ...row, translations: translationsOf(row.translations), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function existing(db: DbClient, key: string) {
  const where = idOrUuidWhere(key);
  const row = where && (await repo.findMixture(db, where));
  if (!row) throw notFound();
  return row;
}

export async function listMixtures(db: DbClient, scope: AccessScope) {
  assertSuperAdmin(scope);
  return (await repo.listMixtures(db)).map(toMixture);
}

export async function getMixture(db: DbClient, scope: AccessScope, key: string) {
  assertSuperAdmin(scope);
  return toMixture(await existing(db, key));
}

export async function createMixture(db: DbClient, scope: AccessScope, input: z.output<typeof ZCreateMixtureRequest>) {
  assertSuperAdmin(scope);
  return toMixture(
    await repo.createMixture(db, {
      name: input.name,
      description: input.description ?? null,
      grammage: input.grammage,
      type: input.type,
      translations: mergeTranslations({}, input.translations),
    }),
  );
}

export async function updateMixture(db: DbClient, scope: AccessScope, key: string, input: z.output<typeof ZUpdateMixtureRequest>) {
  assertSuperAdmin(scope);
  const current = await existing(db, key);
  const data: Prisma.MixtureUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  if (input.grammage !== undefined) data.grammage = input.grammage;
  if (input.type !== undefined) data.type = input.type;
  if (input.translations !== undefined) data.translations = mergeTranslations(current.translations, input.translations);
  return toMixture(await repo.updateMixture(db, current.id, data));
}

/**
 * Deleting a mixture leaves past refill observations as they are: they keep the mixture's id and
 * grammage in their own data (docs/decisions.md).
 */
export async function deleteMixture(db: DbClient, scope: AccessScope, key: string) {
  assertSuperAdmin(scope);
  const current = await existing(db, key);
  await repo.deleteMixture(db, current.id);
}

/** The whole new order at once; a list that is not exactly the current mixtures answers 409 and changes nothing. */
export async function setMixtureOrder(db: DbClient, scope: AccessScope, entries: SetMixtureOrderRequest) {
  assertSuperAdmin(scope);
  const result = await repo.setOrder(db, entries);
  assertOrderCurrent('mixtures/order_outdated', result);
  return result.mixtures.map(toMixture);
}
