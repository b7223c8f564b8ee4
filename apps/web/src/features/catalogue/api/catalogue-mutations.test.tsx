import { act } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { catalogueKeys } from '@/shared/catalogue/keys.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';
import { useAssignPart } from './assign-part.ts';
import { useDeletePart } from './delete-part.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';

afterEach(() => vi.unstubAllGlobals());

/** Runs a hook's mutation over a cache holding `keys`; answers which of them it left stale. */
async function staleAfter<V>(hook: () => { mutateAsync: (vars: V) => Promise<unknown> }, vars: V, keys: QueryKey[]) {
  mockApi(null);
  const { result, queryClient } = renderQueryHook(hook);
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  await act(() => result.current.mutateAsync(vars));
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}

describe("the catalogue's mutation hooks", () => {
  it("assign a part to a type: that type's page, the lists of types and the places' types, not another type or the parts", async () => {
    const changed = [catalogueKeys.type(12), catalogueKeys.typeList('ALL'), catalogueKeys.globalTypesFor(PLACE), deviceKeys.types(PLACE)];
    const kept = [catalogueKeys.type(13), catalogueKeys.partList('actions', 'ALL'), deviceKeys.list(PLACE, undefined)];
    const stale = await staleAfter(useAssignPart, { typeId: 12, kind: 'actions', partId: 3, link: { type: 'GLOBAL' } }, [...changed, ...kept]);
    expect(stale).toEqual(changed);
  });

  it("delete a part: its kind's lists, every type page and the places' types, not the other kinds nor the lists of types", async () => {
    const changed = [catalogueKeys.partList('objects', 'ALL'), catalogueKeys.partList('objects', 'ROOT'), catalogueKeys.type(12), deviceKeys.types(PLACE)];
    const kept = [catalogueKeys.partList('actions', 'ALL'), catalogueKeys.typeList('ALL')];
    const stale = await staleAfter(useDeletePart, { kind: 'objects', id: 4 }, [...changed, ...kept]);
    expect(stale).toEqual(changed);
  });
});
