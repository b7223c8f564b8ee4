import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useCreateDeviceType } from '@/features/catalogue/api/create-device-type.ts';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { DeviceTypeForm } from '@/features/catalogue/components/device-type-form.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { TitledCard } from '@/components/titled-card.tsx';

export const Route = createFileRoute('/app/device-types/create')({ component: CreateDeviceTypePage });

/** A company admin creates its company's own type; the super admin a global one or one for a company. Then its edit page. */
function CreateDeviceTypePage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.types.create'));
  const navigate = useNavigate();
  const createDeviceType = useCreateDeviceType();
  const { data: me } = useAccount();
  const companies = useQuery({ ...companyShortListQuery, enabled: me?.type === 'ADMIN' });
  return (
    <TitledCard title={t(me?.type === 'ADMIN' ? 'catalogue.types.create' : 'catalogue.types.createCustom')}>
      <DeviceTypeForm
        companies={me?.type === 'ADMIN' ? (companies.data ?? []) : undefined}
        submitLabel={t('common.save')}
        onSubmit={async (values) => {
          const created = await createDeviceType.mutateAsync(values);
          notifications.show({ color: 'green', message: t('catalogue.types.created') });
          await navigate({ to: '/app/device-types/edit/$id', params: { id: String(created.id) } });
        }}
      />
    </TitledCard>
  );
}
