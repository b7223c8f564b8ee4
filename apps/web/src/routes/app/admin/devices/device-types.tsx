import { Button } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeviceTypes } from '@/features/catalogue/api/get-device-types.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { DeviceTypesCard } from '@/routes/app/device-types/-device-types-card.tsx';

export const Route = createFileRoute('/app/admin/devices/device-types')({ component: GlobalDeviceTypesPage });

/** The global device types; each opens the type's page, where the super admin changes it. */
function GlobalDeviceTypesPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.adminTitle'));
  const types = useDeviceTypes('ROOT');
  return (
    <DeviceTypesCard
      types={types.data}
      add={
        <Button component={Link} to="/app/device-types/create" data-testid="admin-device-type-add">
          {t('catalogue.types.create')}
        </Button>
      }
    />
  );
}
