import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { useDeleteMixture } from '@/features/admin/api/delete-mixture.ts';
import { useUpdateCategory } from '@/features/admin/api/update-category.ts';
import { adminKeys } from '@/features/admin/keys.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the admin area's mutation hooks", () => {
  it("save a category: the answer becomes its page, the lists of categories and the recommendations' categories are read again", async () => {
    const saved = { id: 4, name: 'Hygiene', translations: {} };
    const calls = mockApi(saved);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useUpdateCategory);
    await act(() => result.current.mutateAsync({ id: 4, body: { name: 'Hygiene' } }));
    expect(calls).toEqual(['PATCH /api/admin/recommendations/categories/4']);
    expect(queryClient.getQueryData(adminKeys.category('4'))).toEqual(saved);
    expect(invalidatedKeys()).toEqual([adminKeys.categoryLists, recommendationKeys.categories]);
  });

  it('delete a mixture: only the list of mixtures is read again, its page is left alone', async () => {
    const calls = mockApi(null);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useDeleteMixture);
    queryClient.setQueryData(adminKeys.mixture(9), 'cached');
    await act(() => result.current.mutateAsync(9));
    expect(calls).toEqual(['DELETE /api/v3/admin/mixtures/9']);
    expect(invalidatedKeys()).toEqual([adminKeys.mixtureList]);
    expect(queryClient.getQueryState(adminKeys.mixture(9))?.isInvalidated).toBe(false);
  });
});
