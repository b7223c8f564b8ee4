import { api } from '@/lib/api-client.ts';

/** A fresh signed URL of a company file, asked for at each download (it expires): no query. */
export const companyFileUrl = (companyId: string, fileUuid: string) => api<{ url: string }>(`/companies/${companyId}/files/${fileUuid}/signed-url`);
