import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { companyKeys } from '@/shared/companies/keys.ts';
import { useCreateCompanyZone } from './create-company-zone.ts';
import { useUpdateCompany } from './update-company.ts';
import { useUpdateSubscription } from './update-subscription.ts';

const COMPANY = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const SUBSCRIPTION = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';

afterEach(() => vi.unstubAllGlobals());

describe("the companies' mutation hooks", () => {
  it('save a company: the answer becomes its detail, and only the lists of companies are read again', async () => {
    const saved = { uuid: COMPANY, name: 'Acme' };
    const calls = mockApi(saved);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useUpdateCompany);
    await act(() => result.current.mutateAsync({ companyUuid: COMPANY, body: { name: 'Acme' } }));
    expect(calls).toEqual([`PATCH /companies/${COMPANY}`]);
    expect(queryClient.getQueryData(companyKeys.detail(COMPANY))).toEqual(saved);
    expect(invalidatedKeys()).toEqual([companyKeys.lists]);
  });

  it("save a subscription: the company's subscriptions and its detail are read again, not its zones or files", async () => {
    const calls = mockApi({ uuid: SUBSCRIPTION });
    const { result, invalidatedKeys } = renderQueryHook(useUpdateSubscription);
    await act(() => result.current.mutateAsync({ companyUuid: COMPANY, subscriptionUuid: SUBSCRIPTION, body: { active: false } }));
    expect(calls).toEqual([`PATCH /companies/${COMPANY}/subscriptions/${SUBSCRIPTION}`]);
    expect(invalidatedKeys()).toEqual([companyKeys.subscriptions(COMPANY), companyKeys.detail(COMPANY)]);
  });

  it("add a company zone: only the company's zones are read again", async () => {
    mockApi({ uuid: SUBSCRIPTION, name: 'North' });
    const { result, invalidatedKeys } = renderQueryHook(useCreateCompanyZone);
    await act(() => result.current.mutateAsync({ companyUuid: COMPANY, body: { name: 'North' } }));
    expect(invalidatedKeys()).toEqual([companyKeys.zones(COMPANY)]);
  });
});
