import { Button, Group, Loader, Modal, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useBulkDeleteDevices } from '@/features/devices/api/bulk-delete-devices.ts';
import { useBulkZoneAssign } from '@/features/devices/api/bulk-zone-assign.ts';
import { devicesQuery, useDevices } from '@/shared/devices/api/get-devices.ts';
import { DevicesTable } from '@/features/devices/devices-table.tsx';
import { usePlaceZones } from '@/shared/places/api/get-place-zones.ts';
import { errorMessage } from '@/lib/errors.ts';
import { isClient, isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { oneOf, text } from '@/lib/search-params.ts';
import { useRowSelection } from '@/lib/use-row-selection.ts';
import { ListHeader } from '@/components/page-shell.tsx';

const STATUSES = ['alert', 'online', 'no_signal'] as const;

interface DevicesSearch {
  status?: (typeof STATUSES)[number] | undefined;
  search?: string | undefined;
  zone?: string | undefined;
  type?: string | undefined;
}

export const Route = createFileRoute('/app/places/edit/$placeId/devices/')({
  // search (unique id or name), zone and type narrow the loaded list at once, in the browser:
  // the place's whole list is loaded anyway (virtual scrolling keeps thousands quick).
  validateSearch: (search: Record<string, unknown>): DevicesSearch => ({
    status: oneOf(search.status, STATUSES),
    search: text(search.search),
    zone: text(search.zone),
    type: text(search.type),
  }),
  // Starts the (large) list request with the navigation, or on hover of a link to this screen,
  // instead of after the screen's code has loaded and mounted.
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ context: { queryClient }, params, deps }) => void queryClient.prefetchQuery(devicesQuery(params.placeId, deps.status)),
  component: DevicesPage,
});

function DevicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('places.menu.devices'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/devices/' });
  const { status, search, zone, type } = useSearch({ from: '/app/places/edit/$placeId/devices/' });
  const navigate = useNavigate({ from: '/app/places/edit/$placeId/devices/' });
  const { data: me } = useAccount();
  const devices = useDevices(placeId, status);
  const zones = usePlaceZones(placeId);
  const bulkDelete = useBulkDeleteDevices();
  const bulkZoneAssign = useBulkZoneAssign();
  const [confirmOpen, confirm] = useDisclosure(false);
  const [zoneOpen, zoneDialog] = useDisclosure(false);
  const [zoneId, setZoneId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = !isRestricted(me?.type);
  const [typed, setTyped] = useState(search ?? '');
  const query = useDeferredValue(typed.trim().toLowerCase());
  const all = devices.data?.rows;
  const rows = useMemo(
    () =>
      (all ?? []).filter(
        (d) =>
          (!query || d.uniqueId.toLowerCase().includes(query) || (d.name ?? '').toLowerCase().includes(query)) &&
          (!zone || String(d.zone?.id ?? '') === zone) &&
          (!type || String(d.deviceTypeId) === type),
      ),
    [all, query, zone, type],
  );
  const typeOptions = useMemo(
    () =>
      [...new Map((all ?? []).map((d) => [String(d.deviceTypeId), d.deviceType.name])).entries()]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [all],
  );
  const setFilter = (change: { search?: string | undefined; zone?: string | undefined; type?: string | undefined }) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true });
  const { selected, setSelected, tableProps: selection } = useRowSelection(rows);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      setSelected([]);
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setBusy(false);
      confirm.close();
      zoneDialog.close();
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <ListHeader title={t('places.menu.devices')} order={2} busy={devices.isFetching}>
          {canEdit && (
            <Group>
              <Button variant="light" disabled={selected.length === 0} onClick={zoneDialog.open} data-testid="devices-zone">
                {t('devices.assignZone')}
              </Button>
              <Button color="red" variant="light" disabled={selected.length === 0} onClick={confirm.open} data-testid="devices-delete">
                {t('devices.deleteSelected', { count: selected.length })}
              </Button>
              <Button component={Link} to={`/app/places/edit/${placeId}/devices/create`} data-testid="devices-add">
                {t('devices.add')}
              </Button>
            </Group>
          )}
        </ListHeader>
        <SegmentedControl
          value={status ?? 'all'}
          onChange={(value) => void navigate({ search: (prev) => ({ ...prev, status: oneOf(value, STATUSES) }), replace: true })}
          // A client's user is given alarms only, not the radio health (docs/decisions.md).
          data={[
            { value: 'all', label: t('devices.status.all') },
            { value: 'alert', label: t('devices.status.alert') },
            ...(isClient(me?.type)
              ? []
              : [
                  { value: 'online', label: t('devices.status.online') },
                  { value: 'no_signal', label: t('devices.status.no_signal') },
                ]),
          ]}
          style={{ alignSelf: 'flex-start' }}
          data-testid="devices-status"
        />
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('devices.search')}
            placeholder={t('devices.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={() => setFilter({ search: typed.trim() || undefined })}
            data-testid="devices-search"
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label={t('devices.zone')}
            data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
            value={zone ?? null}
            onChange={(value) => setFilter({ zone: value ?? undefined })}
            clearable
            w={{ base: '100%', xs: 200 }}
            data-testid="devices-filter-zone"
          />
          <Select
            label={t('devices.type')}
            data={typeOptions}
            value={type ?? null}
            onChange={(value) => setFilter({ type: value ?? undefined })}
            clearable
            w={{ base: '100%', xs: 200 }}
            data-testid="devices-filter-type"
          />
          {all && (
            <Text size="sm" c="dimmed" data-testid="devices-count">
              {t('devices.shown', { count: rows.length, total: all.length })}
            </Text>
          )}
        </Group>
        {devices.data ? <DevicesTable rows={rows} placeId={placeId} selectable={canEdit} {...selection} /> : <Loader aria-label={t('app.loading')} />}
      </Stack>
      <Modal opened={confirmOpen} onClose={confirm.close} title={t('devices.deleteTitle')} centered>
        <Stack>
          <Text>{t('devices.deleteConfirm', { count: selected.length })}</Text>
          <Button
            color="red"
            loading={busy}
            onClick={() => void run(() => bulkDelete.mutateAsync({ placeId, deviceUuids: selected }), t('devices.deleted', { count: selected.length }))}
            data-testid="devices-delete-confirm"
          >
            {t('common.delete')}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={zoneOpen} onClose={zoneDialog.close} title={t('devices.assignZone')} centered>
        <Stack>
          <Select
            label={t('devices.zone')}
            data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
            value={zoneId}
            onChange={setZoneId}
            clearable
          />
          <Button
            loading={busy}
            onClick={() =>
              void run(() => bulkZoneAssign.mutateAsync({ placeId, deviceUuids: selected, zoneId: zoneId ? Number(zoneId) : null }), t('devices.zoneAssigned'))
            }
          >
            {t('common.save')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
