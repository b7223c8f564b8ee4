import { Alert, Anchor, Badge, Button, Center, Group, Loader, Pagination, Radio, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Inspection, InspectionDetails, InspectionListItem } from '@trapline/contracts/inspections';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useConnectInspections } from '@/features/inspections/api/connect-inspections.ts';
import { useInspection } from '@/features/inspections/api/get-inspection.ts';
import { useInspectionDetails } from '@/features/inspections/api/get-inspection-details.ts';
import { useInspections } from '@/features/inspections/api/get-inspections.ts';
import { dateTime, personName, statusColour } from './format.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { TitledCard } from '@/components/titled-card.tsx';

/** What connecting would move, counted from the device tables of both inspections. */
function preview(first: InspectionDetails, second: InspectionDetails, secondHeader: Inspection) {
  const firstDevices = new Set(first.devices.map((d) => d.device.id));
  const shared = second.devices.filter((d) => firstDevices.has(d.device.id)).length;
  const sum = (pick: (d: InspectionDetails['devices'][number]) => number) => second.devices.reduce((n, d) => n + pick(d), 0);
  return {
    devices: second.devices.length - shared,
    shared,
    total: first.devices.length + second.devices.length - shared,
    actions: sum((d) => d.actions.length),
    objects: sum((d) => d.objects.length),
    observations: sum((d) => d.observations.length),
    images: sum((d) => d.imageIds.length),
    answers: secondHeader.visualInspection.length,
  };
}

/** An inspection that can move into another: not the same one, not approved, not cancelled. */
const connectable = (item: InspectionListItem, firstId: number) => item.id !== firstId && !item.approved && item.status !== 'CANCELLED';

/**
 * Connecting inspections (spec 2: /inspections/connect, query inspectionId1): the place's other
 * inspections to choose the second from, a preview of what moves into the first, and the
 * confirmation; then the merged inspection opens.
 */
export function ConnectInspections({ placeId, inspectionId1 }: { placeId: string; inspectionId1: string }) {
  const { t, i18n } = useTranslation();
  const connect = useConnectInspections();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<InspectionListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useInspection(placeId, inspectionId1);
  const list = useInspections(placeId, undefined, page);
  const firstDetails = useInspectionDetails(placeId, inspectionId1, { enabled: chosen !== null });
  const second = useInspection(placeId, chosen?.uuid ?? '', { enabled: chosen !== null });
  const secondDetails = useInspectionDetails(placeId, chosen?.uuid ?? '', { enabled: chosen !== null });
  const moving = useMemo(
    () => (firstDetails.data && secondDetails.data && second.data ? preview(firstDetails.data, secondDetails.data, second.data) : null),
    [firstDetails.data, secondDetails.data, second.data],
  );

  const back = (
    <Anchor component={Link} to={`/app/places/edit/${placeId}/inspections/${inspectionId1}`} size="sm">
      ← {t('inspections.connect.back')}
    </Anchor>
  );
  if (first.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {errorMessage(first.error, t)}
        </Alert>
      </Stack>
    );
  }
  if (!first.data)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  const target = first.data;
  const editable = !target.approved && target.status !== 'CANCELLED' && (target.status === 'IN_PROGRESS' ? target.canRecord : target.canCorrect);

  const submit = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await connect.mutateAsync({ placeId, inspectionId: target.id, second: chosen });
      notifications.show({ color: 'green', message: t('inspections.connect.done') });
      void navigate({ to: '/app/places/edit/$placeId/inspections/$inspectionId', params: { placeId, inspectionId: target.uuid } });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const rows = list.data?.inspections ?? [];
  return (
    <Stack>
      {back}
      <TitledCard title={t('inspections.connect.title')}>
        <Text size="sm" data-testid="connect-first">
          {t('inspections.connect.into', { name: target.name, date: dateTime(target.startedAt, i18n.language), count: target.devicesCount })}
        </Text>
        {!editable && (
          <Alert color="yellow" role="alert">
            {t('inspections.connect.locked')}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('inspections.connect.choose')}
        </Text>
        {list.isError && (
          <Alert color="red" role="alert">
            {errorMessage(list.error, t)}
          </Alert>
        )}
        <Radio.Group
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => setChosen(rows.find((r) => String(r.id) === value) ?? null)}
          aria-label={t('inspections.connect.choose')}
        >
          <Table.ScrollContainer minWidth={720}>
            <Table data-testid="connect-candidates" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{t('inspections.name')}</Table.Th>
                  <Table.Th>{t('inspections.statusLabel')}</Table.Th>
                  <Table.Th>{t('inspections.startedAt')}</Table.Th>
                  <Table.Th>{t('inspections.user')}</Table.Th>
                  <Table.Th>{t('inspections.checkedDevices')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Center>
                        <Loader size="sm" aria-label={t('app.loading')} />
                      </Center>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((item) => {
                  const self = item.id === target.id;
                  const can = connectable(item, target.id);
                  return (
                    <Table.Tr key={item.uuid} data-testid={`connect-row-${item.uuid}`} opacity={can ? 1 : 0.6}>
                      <Table.Td>
                        <Radio value={String(item.id)} disabled={!can || !editable} aria-label={item.name} data-testid={`connect-pick-${item.uuid}`} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.name}</Text>
                        {self && (
                          <Text size="xs" c="dimmed">
                            {t('inspections.connect.thisOne')}
                          </Text>
                        )}
                        {!self && item.approved && (
                          <Text size="xs" c="dimmed">
                            {t('inspections.connect.approved')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={statusColour(item.status)}>{t(`inspections.status.${item.status}`)}</Badge>
                      </Table.Td>
                      <Table.Td>{dateTime(item.startedAt, i18n.language)}</Table.Td>
                      <Table.Td>{personName(item.user)}</Table.Td>
                      <Table.Td>
                        {item.checkedCount}/{item.devicesCount}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
                {list.data && rows.length === 0 && <NoDataRow columns={6} />}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
        {(list.data?.totalPages ?? 0) > 1 && (
          <Group justify="center">
            <Pagination total={list.data!.totalPages} value={page} onChange={setPage} />
          </Group>
        )}
      </TitledCard>

      {chosen && (
        <TitledCard title={t('inspections.connect.preview', { name: chosen.name })} level={3} testId="connect-preview">
          {(firstDetails.isError || secondDetails.isError || second.isError) && (
            <Alert color="red" role="alert">
              {t('errors.generic')}
            </Alert>
          )}
          {!moving ? (
            !(firstDetails.isError || secondDetails.isError || second.isError) && (
              <Center p="md">
                <Loader size="sm" aria-label={t('app.loading')} />
              </Center>
            )
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <Count label={t('inspections.connect.newDevices')} value={moving.devices} testId="connect-new-devices" />
                <Count label={t('inspections.connect.sharedDevices')} value={moving.shared} testId="connect-shared-devices" />
                <Count label={t('inspections.connect.totalDevices')} value={moving.total} testId="connect-total-devices" />
                <Count label={t('inspections.connect.actions')} value={moving.actions} />
                <Count label={t('inspections.connect.objects')} value={moving.objects} />
                <Count label={t('inspections.connect.observations')} value={moving.observations} />
                <Count label={t('inspections.connect.images')} value={moving.images} />
                <Count label={t('inspections.connect.answers')} value={moving.answers} />
              </SimpleGrid>
              <Text size="sm">{t('inspections.connect.sharedHint')}</Text>
              <Alert color="orange">{t('inspections.connect.warning', { name: chosen.name })}</Alert>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setChosen(null)}>
                  {t('inspections.connect.change')}
                </Button>
                <Button loading={busy} disabled={!editable} onClick={() => void submit()} data-testid="connect-confirm">
                  {t('inspections.connect.confirm')}
                </Button>
              </Group>
            </>
          )}
        </TitledCard>
      )}
    </Stack>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
