import type { CompanyFileCategories } from '@trapline/contracts/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const getCompanyFileCategories = (companyId: string) => api<CompanyFileCategories>(`/companies/${companyId}/files/categories`);

export const companyFileCategoriesQuery = (companyId: string) =>
  queryOptions({ queryKey: fileKeys.companyCategories(companyId), queryFn: () => getCompanyFileCategories(companyId) });

export const useCompanyFileCategories = (companyId: string) => useQuery(companyFileCategoriesQuery(companyId));
