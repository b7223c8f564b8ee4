import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceTypesTable } from '@/features/catalogue/components/device-types-table.tsx';
import { ListPage } from '@/components/page-shell.tsx';

/**
 * A list of device types, the catalogue's or the global ones of the admin area: the title with
 * the way to add one, the table, and what the way to add opens (a dialog), if anything.
 */
export function DeviceTypesCard({ types, add, children }: { types: ComponentProps<typeof DeviceTypesTable>['types']; add: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ListPage title={t('catalogue.tabs.deviceTypes')} order={2} actions={add}>
      <DeviceTypesTable types={types} />
      {children}
    </ListPage>
  );
}
