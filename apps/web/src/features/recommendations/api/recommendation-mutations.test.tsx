import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { useAddComment } from '@/features/recommendations/api/add-comment.ts';
import { useUpdateRecommendation } from '@/features/recommendations/api/update-recommendation.ts';
import { recommendationKeys } from '@/shared/recommendations/keys.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const OTHER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';

afterEach(() => vi.unstubAllGlobals());

describe("the recommendations' mutation hooks", () => {
  it("change a recommendation: its page, its place's lists and the open counts are read again, not another place's lists", async () => {
    const calls = mockApi({ id: 7 });
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useUpdateRecommendation);
    const mine = [recommendationKeys.detail('7'), recommendationKeys.list(PLACE, { page: 1 }), recommendationKeys.placed(PLACE), recommendationKeys.count];
    const others = [recommendationKeys.detail('8'), recommendationKeys.list(OTHER, { page: 1 }), recommendationKeys.categories];
    for (const key of [...mine, ...others]) queryClient.setQueryData(key, 'cached');
    await act(() => result.current.mutateAsync({ id: 7, placeId: PLACE, body: { status: 'CLOSE' } }));
    expect(calls).toEqual(['PATCH /api/recommendations/7']);
    expect(invalidatedKeys()).toEqual([recommendationKeys.detail(7), recommendationKeys.place(PLACE), recommendationKeys.count]);
    expect([...mine, ...others].filter((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(mine);
  });

  it('comment on a recommendation: only its page is read again', async () => {
    const calls = mockApi({ id: 1, comment: 'Seal the gap' });
    const { result, invalidatedKeys } = renderQueryHook(useAddComment);
    await act(() => result.current.mutateAsync({ id: 7, comment: 'Seal the gap' }));
    expect(calls).toEqual(['POST /api/recommendations/7/comment']);
    expect(invalidatedKeys()).toEqual([recommendationKeys.detail(7)]);
  });
});
