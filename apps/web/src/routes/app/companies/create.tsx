import { createFileRoute } from '@tanstack/react-router';
import type { CreateCompanyRequest } from '@trapline/contracts/companies';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useCreateCompany } from '@/features/companies/api/create-company.ts';
import { CompanyForm } from '@/features/companies/company-form.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useSave } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/companies/create')({ component: CreateCompanyPage });

function CreateCompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.create'));
  const createCompany = useCreateCompany();
  const { data: me } = useAccount();
  const submit = useSave({
    // A company admin adds clients of its own company (the server enforces it too).
    save: (values: CreateCompanyRequest) => createCompany.mutateAsync(!me || me.type === 'ADMIN' ? values : { ...values, parentCompanyUuid: me.company.uuid }),
    success: t('companies.created'),
    go: (company) => ({ to: '/app/companies/edit/$id', params: { id: company.uuid }, search: { tab: undefined } }),
  });
  if (!me) return null;
  return (
    <FormCard title={t('companies.create')}>
      <CompanyForm superAdmin={me.type === 'ADMIN'} onSubmit={submit} />
    </FormCard>
  );
}
