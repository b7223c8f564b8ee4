import { ActionIcon, Alert, Badge, Button, Group, Loader, SegmentedControl, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserRole } from '@trapline/contracts/common';
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useDeletePart } from '@/features/catalogue/api/delete-part.ts';
import { useDeviceTypes } from '@/features/catalogue/api/get-device-types.ts';
import { useParts } from '@/features/catalogue/api/get-parts.ts';
import type { CatalogueFilter, Part, PartKind } from '@/shared/catalogue/api/types.ts';
import { canChange, localName } from '@/features/catalogue/rights.ts';
import { PartDialog } from './part-dialog.tsx';
import { ListTable, Pager } from '@/components/list-table.tsx';
import { useClientPages } from '@/lib/use-client-pages.ts';

import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { ListPage } from '@/components/page-shell.tsx';
import { KindCells, kindColumns } from './part-columns.tsx';

const PAGE_SIZE = 50;

/**
 * The actions, objects (pests) or observations page (spec 2, section 2.6; spec 3, section 2.7):
 * id, name and the kind's columns, with add, edit and delete. On the company pages global items
 * show with a badge and are read-only except for the super admin; the admin area lists the global
 * catalogue only.
 */
export function PartsPage({
  kind,
  area,
  role,
  companies,
}: {
  kind: PartKind;
  area: 'company' | 'admin';
  role: UserRole;
  companies?: CompanyShortListItem[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<CatalogueFilter>(area === 'admin' ? 'ROOT' : 'ALL');
  const parts = useParts(kind, filter);
  const types = useDeviceTypes(area === 'admin' ? 'ROOT' : 'ALL');
  const deletePart = useDeletePart();
  const [editing, setEditing] = useState<Part | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Part | null>(null);
  const mayAdd = area === 'admin' ? role === 'ADMIN' : role === 'ADMIN' || role === 'COMPANY_ADMIN';

  const remove = async () => {
    if (!removing) return;
    await deletePart.mutateAsync({ kind, id: removing.id });
    notifications.show({ color: 'green', message: t(`catalogue.parts.deleted.${kind}`) });
    setRemoving(null);
  };

  const { shown, pager } = useClientPages(parts.data ?? [], PAGE_SIZE);
  return (
    <ListPage
      title={t(`catalogue.tabs.${kind}`)}
      order={2}
      busy={parts.isFetching}
      actions={
        mayAdd && (
          <Button onClick={() => setEditing(null)} data-testid="part-add">
            {t(`catalogue.parts.add.${kind}`)}
          </Button>
        )
      }
    >
      {area === 'company' && (
        <SegmentedControl
          style={{ alignSelf: 'flex-start' }}
          value={filter}
          onChange={(value) => {
            setFilter(value as CatalogueFilter);
            pager.onPage(1);
          }}
          data={[
            { value: 'ALL', label: t('catalogue.filter.all') },
            { value: 'ROOT', label: t('catalogue.filter.global') },
            { value: 'ONLY_COMPANY', label: t('catalogue.filter.custom') },
          ]}
          data-testid="parts-filter"
        />
      )}
      {parts.isError && (
        <Alert color="red" role="alert">
          {errorMessage(parts.error, t)}
        </Alert>
      )}
      {parts.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <ListTable
          testId="parts-table"
          minWidth={640}
          columns={[
            t('catalogue.parts.id'),
            t('catalogue.parts.name'),
            ...kindColumns(kind, t),
            area === 'company' && t('catalogue.kind'),
            { label: t('common.actions'), hidden: true },
          ]}
          empty={t('common.noData')}
        >
          {shown.map((part) => (
            <Table.Tr key={part.id}>
              <Table.Td>{part.id}</Table.Td>
              <Table.Td>{localName(part, i18n.language)}</Table.Td>
              <KindCells part={part} kind={kind} />
              {area === 'company' && (
                <Table.Td>
                  <Badge variant="light" color={part.isGlobal ? 'blue' : 'grape'}>
                    {t(part.isGlobal ? 'catalogue.global' : 'catalogue.custom')}
                  </Badge>
                </Table.Td>
              )}
              <Table.Td>
                {canChange(role, part) && (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setEditing(part)}
                      aria-label={`${t('common.edit')} ${localName(part, i18n.language)}`}
                    >
                      {t('common.edit')}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(part)}
                      aria-label={`${t('common.delete')} ${localName(part, i18n.language)}`}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <Pager {...pager} />
      {editing !== undefined && (
        <PartDialog
          kind={kind}
          part={editing}
          types={types.data ?? []}
          companies={role === 'ADMIN' && area === 'company' ? companies : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteDialog
        opened={removing !== null}
        title={t(`catalogue.parts.delete.${kind}`)}
        question={t('catalogue.parts.deleteConfirm', { name: removing ? localName(removing, i18n.language) : '' })}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
        cancelLabel={t('catalogue.cancel')}
        confirmLabel={t('common.delete')}
        confirmTestId="part-delete-confirm"
        errorTestId="part-delete-error"
      />
    </ListPage>
  );
}
