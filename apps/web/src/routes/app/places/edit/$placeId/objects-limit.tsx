import { ActionIcon, Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlaceDeviceType } from '@trapline/contracts/catalogue';
import type { PestLimit, PestLimitBody } from '@trapline/contracts/limits';
import { localName } from '@trapline/contracts/translations';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicesQuery } from '@/shared/devices/api/get-devices.ts';
import { useCreateLimit } from '@/features/limits/api/create-limit.ts';
import { useDeleteLimit } from '@/features/limits/api/delete-limit.ts';
import { useLimitTypes } from '@/features/limits/api/get-limit-types.ts';
import { useLimits } from '@/features/limits/api/get-limits.ts';
import { useUpdateLimit } from '@/features/limits/api/update-limit.ts';
import { CriticalLimitsDialog } from '@/features/limits/critical-dialog.tsx';
import { LimitDialog } from '@/features/limits/limit-dialog.tsx';
import { placeZonesQuery } from '@/shared/places/api/get-place-zones.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { ListPage } from '@/components/page-shell.tsx';
import { SectionCard } from '@/routes/app/places/edit/$placeId/-table-card.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/objects-limit')({ component: LimitsPage });

/** Pest limits and critical limits per device type of a place (spec 2, sections 2.8 and 2.9). */
function LimitsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('limits.title'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/objects-limit' });
  const limits = useLimits(placeId);
  const types = useLimitTypes(placeId);
  const createLimit = useCreateLimit();
  const updateLimit = useUpdateLimit();
  const deleteLimit = useDeleteLimit();
  const devices = useQuery(devicesQuery(placeId, undefined));
  const zones = useQuery(placeZonesQuery(placeId));
  /** The limit dialog: null closed, 'new', or the limit edited; `round` mounts it afresh each time. */
  const [editing, setEditing] = useState<{ limit: PestLimit | null; round: number } | null>(null);
  const [removing, setRemoving] = useState<PestLimit | null>(null);
  const [critical, setCritical] = useState<PlaceDeviceType | null>(null);
  const canEdit = limits.data?.canEdit ?? false;

  const save = async (values: PestLimitBody) => {
    if (editing?.limit) await updateLimit.mutateAsync({ placeId, id: editing.limit.id, body: values });
    else await createLimit.mutateAsync({ placeId, body: values });
    notifications.show({ color: 'green', message: t(editing?.limit ? 'limits.saved' : 'limits.created') });
    setEditing(null);
  };
  // A refusal is told in a toast and the dialog closes, as a success does.
  const remove = async (limit: PestLimit) => {
    try {
      await deleteLimit.mutateAsync({ placeId, id: limit.id });
      notifications.show({ color: 'green', message: t('limits.deleted') });
    } catch {
      notifications.show({ color: 'red', message: t('errors.generic') });
    }
    setRemoving(null);
  };
  const typeName = (dt: { id: number; name: string }) => {
    const full = types.data?.find((x) => x.id === dt.id);
    return full ? localName(full, i18n.language) : dt.name;
  };

  return (
    <Stack>
      <ListPage
        title={t('limits.title')}
        order={2}
        actions={
          canEdit && (
            <Button onClick={() => setEditing({ limit: null, round: Date.now() })} data-testid="limit-add">
              {t('limits.add')}
            </Button>
          )
        }
      >
        <Table.ScrollContainer minWidth={800}>
          <Table data-testid="limits-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('limits.number')}</Table.Th>
                <Table.Th>{t('limits.name')}</Table.Th>
                <Table.Th>{t('limits.type')}</Table.Th>
                <Table.Th>{t('limits.zone')}</Table.Th>
                <Table.Th>{t('limits.deviceType')}</Table.Th>
                <Table.Th>{t('limits.devices')}</Table.Th>
                <Table.Th>{t('limits.normalSum')}</Table.Th>
                <Table.Th>{t('limits.dangerousSum')}</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(limits.data?.limits ?? []).map((limit, index) => (
                <Table.Tr key={limit.uuid} data-testid="limit-row">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{limit.name}</Table.Td>
                  <Table.Td>{t(`limits.types.${limit.type}`)}</Table.Td>
                  <Table.Td>
                    {limit.type === 'DEVICES' ? '' : limit.zones.length ? limit.zones.map((z) => z.name).join(', ') : t('limits.allZonesShort')}
                  </Table.Td>
                  <Table.Td>{limit.deviceTypes.map(typeName).join(', ')}</Table.Td>
                  <Table.Td>{limit.devices.map((d) => d.uniqueId).join(', ')}</Table.Td>
                  <Table.Td>{limit.normalSum || t('limits.inactive')}</Table.Td>
                  <Table.Td>{limit.dangerousSum || t('limits.inactive')}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('common.edit')}
                          onClick={() => setEditing({ limit, round: Date.now() })}
                          data-testid="limit-edit"
                        >
                          ✎
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => setRemoving(limit)} data-testid="limit-delete">
                          ✕
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {limits.data?.limits.length === 0 && <NoDataRow columns={9} />}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListPage>

      <SectionCard title={t('limits.critical.tableTitle')}>
        <Table data-testid="critical-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('limits.deviceType')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(types.data ?? []).map((dt) => (
              <Table.Tr key={dt.id}>
                <Table.Td>{localName(dt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setCritical(dt)} data-testid="critical-open">
                    {canEdit ? t('common.edit') : t('limits.critical.view')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SectionCard>

      {editing && (
        <LimitDialog
          key={editing.round}
          opened
          onClose={() => setEditing(null)}
          limit={editing.limit}
          limits={limits.data?.limits ?? []}
          devices={devices.data?.rows ?? []}
          deviceTypes={types.data ?? []}
          zones={zones.data ?? []}
          onSubmit={save}
        />
      )}
      {critical && <CriticalLimitsDialog placeId={placeId} deviceType={critical} onClose={() => setCritical(null)} />}
      {removing && (
        <DeleteDialog
          title={t('limits.deleteTitle')}
          question={t('limits.deleteConfirm', { name: removing.name })}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
          cancelLabel={t('common.no')}
          confirmLabel={t('common.delete')}
          confirmTestId="limit-delete-confirm"
        />
      )}
    </Stack>
  );
}
