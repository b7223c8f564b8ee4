import type { CompanyFile } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCompanyFiles } from '@/features/files/api/refresh-files.ts';

export type CompanyFileFields = { name: string; description: string | null; categoryId: number; validUntil: string | null };

export function uploadCompanyFile(companyId: string, file: File, fields: CompanyFileFields) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.description) form.append('description', fields.description);
  form.append('categoryId', String(fields.categoryId));
  if (fields.validUntil) form.append('validUntil', fields.validUntil);
  form.append('file', file);
  return api<CompanyFile>(`/companies/${companyId}/files`, { method: 'POST', body: form, timeoutMs: 120_000 });
}

/**
 * Uploads of the company's files, one call per file (the upload dialog's queue). The files and the
 * categories are read again once the dialog's whole queue went through: `refresh` after the last.
 */
export function useUploadCompanyFiles(companyId: string) {
  const queryClient = useQueryClient();
  const upload = useMutation({ mutationFn: ({ file, fields }: { file: File; fields: CompanyFileFields }) => uploadCompanyFile(companyId, file, fields) });
  return { upload: upload.mutateAsync, refresh: () => refreshCompanyFiles(queryClient, companyId) };
}
