import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useCreateCompany } from '@/features/companies/api/create-company.ts';
import { CompanyForm } from '@/features/companies/company-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/companies/create')({ component: CreateCompanyPage });

function CreateCompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.create'));
  const navigate = useNavigate();
  const createCompany = useCreateCompany();
  const { data: me } = useAccount();
  if (!me) return null;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={1} size="h3">
          {t('companies.create')}
        </Title>
        <CompanyForm
          superAdmin={me.type === 'ADMIN'}
          onSubmit={async (values) => {
            try {
              // A company admin adds clients of its own company (the server enforces it too).
              const company = await createCompany.mutateAsync(me.type === 'ADMIN' ? values : { ...values, parentCompanyUuid: me.company.uuid });
              notifications.show({ color: 'green', message: t('companies.created') });
              await navigate({ to: '/app/companies/edit/$id', params: { id: company.uuid }, search: { tab: undefined } });
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error, t) });
              throw error;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
