import type { ErrorCode } from '@trapline/contracts/errors';
import { AppError } from './app-error.ts';

export interface OrderEntry {
  id: number;
  order: number;
}

/**
 * A whole new order only applies to the list it was made from: the ids of the current list it
 * leaves out, those it names that are not in the list and, when both are empty, the ids in their
 * new order (null otherwise, so nothing is written).
 */
export function compareOrder(currentIds: number[], entries: OrderEntry[]) {
  const sent = new Set(entries.map((e) => e.id));
  const current = new Set(currentIds);
  const missing = currentIds.filter((id) => !sent.has(id));
  const unknown = entries.filter((e) => !current.has(e.id)).map((e) => e.id);
  const ordered = missing.length === 0 && unknown.length === 0 ? [...entries].sort((a, b) => a.order - b.order).map((e) => e.id) : null;
  return { missing, unknown, ordered };
}

/** 409 when the order was made from a list that has changed since. */
export function assertOrderCurrent(code: ErrorCode, result: { missing: number[]; unknown: number[] }) {
  if (result.missing.length > 0 || result.unknown.length > 0) {
    throw new AppError(code, { details: { missingIds: result.missing, unknownIds: result.unknown } });
  }
}
