import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeviceTypes } from '@/features/catalogue/api/get-device-types.ts';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { AssignGlobalDialog } from '@/features/catalogue/components/assign-global-dialog.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { DeviceTypesCard } from '@/routes/app/device-types/-device-types-card.tsx';

export const Route = createFileRoute('/app/device-types/')({ component: DeviceTypesPage });

function DeviceTypesPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.title'));
  const { data: me } = useAccount();
  const types = useDeviceTypes('ALL');
  const companies = useQuery(companyShortListQuery);
  const [assigning, assignDialog] = useDisclosure(false);
  const superAdmin = me?.type === 'ADMIN';
  return (
    <DeviceTypesCard
      types={types.data}
      add={
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button data-testid="device-type-add">{t('catalogue.types.add')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/app/device-types/create" data-testid="device-type-create">
              {t(superAdmin ? 'catalogue.types.create' : 'catalogue.types.createCustom')}
            </Menu.Item>
            <Menu.Item onClick={assignDialog.open} data-testid="device-type-assign-global">
              {t('catalogue.types.assignGlobal')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      }
    >
      {assigning && me && (
        <AssignGlobalDialog
          opened
          onClose={assignDialog.close}
          companies={companies.data ?? []}
          // A company admin chooses for its own (root) company; the super admin picks one.
          defaultCompanyUuid={superAdmin ? null : (me.company.parentCompanyUuid ?? me.company.uuid)}
        />
      )}
    </DeviceTypesCard>
  );
}
