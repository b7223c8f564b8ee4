import { Stack, Title } from '@mantine/core';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueTabs } from '@/features/catalogue/components/catalogue-tabs.tsx';

export const Route = createFileRoute('/app/admin/devices')({ component: AdminDevicesLayout });

const TABS = [
  { to: '/app/admin/devices/device-types', label: 'catalogue.tabs.deviceTypes', testId: 'admin-tab-device-types' },
  { to: '/app/admin/devices/actions', label: 'catalogue.tabs.actions', testId: 'admin-tab-actions' },
  { to: '/app/admin/devices/objects', label: 'catalogue.tabs.objects', testId: 'admin-tab-objects' },
  { to: '/app/admin/devices/observations', label: 'catalogue.tabs.observations', testId: 'admin-tab-observations' },
];

/** The global device catalogue (spec 3, section 2.7): the super admin's only (lib/screen-access.ts). */
function AdminDevicesLayout() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('catalogue.adminTitle')}
      </Title>
      <CatalogueTabs tabs={TABS} label={t('catalogue.adminTitle')} />
      <Outlet />
    </Stack>
  );
}
