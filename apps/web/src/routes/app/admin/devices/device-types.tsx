import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeviceTypes } from '@/features/catalogue/api/get-device-types.ts';
import { DeviceTypesTable } from '@/features/catalogue/components/device-types-table.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/devices/device-types')({ component: GlobalDeviceTypesPage });

/** The global device types; each opens the type's page, where the super admin changes it. */
function GlobalDeviceTypesPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.adminTitle'));
  const types = useDeviceTypes('ROOT');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('catalogue.tabs.deviceTypes')}
          </Title>
          <Button component={Link} to="/app/device-types/create" data-testid="admin-device-type-add">
            {t('catalogue.types.create')}
          </Button>
        </Group>
        <DeviceTypesTable types={types.data} />
      </Stack>
    </Paper>
  );
}
