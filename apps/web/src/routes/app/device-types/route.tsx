import { Stack, Title } from '@mantine/core';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueTabs } from '@/features/catalogue/components/catalogue-tabs.tsx';

export const Route = createFileRoute('/app/device-types')({ component: DeviceTypesLayout });

const TABS = [
  { to: '/app/device-types', label: 'catalogue.tabs.deviceTypes', testId: 'tab-device-types' },
  { to: '/app/device-types/actions', label: 'catalogue.tabs.actions', testId: 'tab-actions' },
  { to: '/app/device-types/objects', label: 'catalogue.tabs.objects', testId: 'tab-objects' },
  { to: '/app/device-types/observations', label: 'catalogue.tabs.observations', testId: 'tab-observations' },
];

/** The company's device catalogue (spec 2, section 2.6): super admin and company admin only (lib/screen-access.ts). */
function DeviceTypesLayout() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('catalogue.title')}
      </Title>
      <CatalogueTabs tabs={TABS} label={t('catalogue.title')} />
      <Outlet />
    </Stack>
  );
}
