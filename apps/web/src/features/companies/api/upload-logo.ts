import type { Company } from '@trapline/contracts/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { companyKeys } from '@/shared/companies/keys.ts';

export function uploadLogo(companyUuid: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<Company>(`/companies/${companyUuid}/logo`, { method: 'POST', body: form, timeoutMs: 120_000 });
}

/** The answer is the company with its new logo: it becomes the detail as is. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUuid, file }: { companyUuid: string; file: File }) => uploadLogo(companyUuid, file),
    onSuccess: (saved, { companyUuid }) => queryClient.setQueryData(companyKeys.detail(companyUuid), saved),
  });
}
