import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productQuery } from '@/lib/product.ts';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { settingsKeys } from '@/features/settings/keys.ts';
import { useUpdateProductSettings } from './update-product-settings.ts';

afterEach(() => vi.unstubAllGlobals());

describe('saving the product settings', () => {
  it('keeps the answer as the settings and reads the public product settings again', async () => {
    const saved = { productName: 'Trapline' };
    const calls = mockApi(saved);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useUpdateProductSettings);
    await act(() => result.current.mutateAsync({ productName: 'Trapline' } as never));
    expect(calls).toEqual(['PATCH /api/admin/settings']);
    expect(queryClient.getQueryData(settingsKeys.product)).toEqual(saved);
    expect(invalidatedKeys()).toEqual([productQuery.queryKey]);
  });
});
