import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { fileKeys } from '@/shared/files/keys.ts';
import { useCreateCompanyCategory } from './create-company-category.ts';
import { useUpdatePlaceFile } from './update-place-file.ts';
import { useUploadPlaceFiles } from './upload-place-file.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const COMPANY = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';
const FILE = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';

afterEach(() => vi.unstubAllGlobals());

describe("the files' mutation hooks", () => {
  it("edit a place file: the place's files and its categories' counts are read again, nothing of the company", async () => {
    const calls = mockApi({ uuid: FILE });
    const { result, invalidatedKeys } = renderQueryHook(useUpdatePlaceFile);
    await act(() => result.current.mutateAsync({ placeId: PLACE, fileUuid: FILE, body: { name: 'Plan', note: 'x', fileCategoryId: 2 } }));
    expect(calls).toEqual([`PATCH /places/${PLACE}/files/${FILE}`]);
    expect(invalidatedKeys()).toEqual([fileKeys.placeLists(PLACE), fileKeys.placeCategories(PLACE)]);
  });

  it('upload place files: one call per file, and the files and categories read again once, after the queue', async () => {
    const calls = mockApi({ uuid: FILE });
    const { result, invalidatedKeys } = renderQueryHook(() => useUploadPlaceFiles(PLACE));
    const fields = { name: 'Plan', note: null, fileCategoryId: 2 };
    await act(async () => {
      await result.current.upload({ file: new File(['a'], 'a.pdf'), fields });
      await result.current.upload({ file: new File(['b'], 'b.pdf'), fields });
    });
    expect(calls).toEqual([`POST /places/${PLACE}/files`, `POST /places/${PLACE}/files`]);
    expect(invalidatedKeys()).toEqual([]);
    await act(() => result.current.refresh());
    expect(invalidatedKeys()).toEqual([fileKeys.placeLists(PLACE), fileKeys.placeCategories(PLACE)]);
  });

  it("add a company category: only the company's categories are read again", async () => {
    mockApi({ id: 3, name: 'Contracts' });
    const { result, invalidatedKeys } = renderQueryHook(useCreateCompanyCategory);
    await act(() => result.current.mutateAsync({ companyId: COMPANY, body: { name: 'Contracts', description: null } }));
    expect(invalidatedKeys()).toEqual([fileKeys.companyCategories(COMPANY)]);
  });
});
