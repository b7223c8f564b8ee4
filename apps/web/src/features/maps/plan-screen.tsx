import { ActionIcon, Badge, Button, Center, CloseButton, Grid, Group, Loader, Menu, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { DeviceListItem } from '@trapline/contracts/devices';
import type { MapImageFormat, MapItem } from '@trapline/contracts/maps';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useDeleteMap } from '@/features/maps/api/delete-map.ts';
import { useMapImageUrl } from '@/shared/maps/api/get-map-image-url.ts';
import { useMaps } from '@/shared/maps/api/get-maps.ts';
import { usePlaceDevices } from '@/shared/maps/api/get-place-devices.ts';
import { usePlanCategories } from '@/features/maps/api/get-plan-categories.ts';
import { useSetOnMap } from '@/features/maps/api/set-on-map.ts';
import { useStartMapExport } from '@/features/maps/api/start-map-export.ts';
import { useUnsetFromMap } from '@/features/maps/api/unset-from-map.ts';
import { useUpdateMap } from '@/features/maps/api/update-map.ts';
import { useUploadMap } from '@/features/maps/api/upload-map.ts';
import { mapKeys } from '@/shared/maps/keys.ts';
import { JobProgress } from '@/components/job-progress.tsx';
import { TitledCard } from '@/components/titled-card.tsx';
import { DeleteMapDialog, EditMapDialog, UploadMapDialog } from './map-dialogs.tsx';
import { MarkerDot, PlanDeviceLists } from './plan-device-lists.tsx';
import { PlanLegend, type LegendType } from './plan-legend.tsx';
import { PlanMap, type PlanMarkerWithTitle, type PlanView } from './plan-map.tsx';

/** The buttons that move the selected device on the plan, for keyboards (a mouse drags it). */
const NUDGES = [
  { key: 'left', dx: -1, dy: 0, icon: <span aria-hidden>←</span> },
  { key: 'up', dx: 0, dy: -1, icon: <span aria-hidden>↑</span> },
  { key: 'down', dx: 0, dy: 1, icon: <span aria-hidden>↓</span> },
  { key: 'right', dx: 1, dy: 0, icon: <span aria-hidden>→</span> },
] as const;

interface PlanScreenProps {
  placeId: string;
  mapId: number | undefined;
  canEdit: boolean;
  onMapChange: (mapId: number | undefined) => void;
}

/**
 * The facility plan screen (spec 2, section 2.12): plans as tabs with their device counts, the
 * interactive plan, devices on it and without coordinates, legend filter and status legend, and
 * the PDF/JPG export. The restricted user type sees everything but changes nothing.
 */
export function PlanScreen({ placeId, mapId, canEdit, onMapChange }: PlanScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const maps = useMaps(placeId);
  const devices = usePlaceDevices(placeId);
  const current = maps.data?.find((m) => m.id === mapId) ?? maps.data?.[0];
  const imageUrl = useMapImageUrl(placeId, current?.id);
  const categories = usePlanCategories(placeId, { enabled: canEdit });
  const uploadMap = useUploadMap();
  const updateMap = useUpdateMap();
  const deleteMap = useDeleteMap();
  const { mutateAsync: setOnMap } = useSetOnMap();
  const unsetFromMap = useUnsetFromMap();
  const startMapExport = useStartMapExport();
  const [uploadOpen, uploadDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<MapItem | null>(null);
  const [deleting, setDeleting] = useState<MapItem | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [selectedUuid, setSelectedUuid] = useState<string | null>(null);
  const [placingUuid, setPlacingUuid] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const [downloading, setDownloading] = useState<MapImageFormat | null>(null);
  // The export being drawn by the workers, followed below the header until its file is offered.
  const [exportJob, setExportJob] = useState<{ jobId: string; format: MapImageFormat; mapName: string } | null>(null);
  const devicesKey = mapKeys.devices(placeId);

  const all = useMemo(() => devices.data ?? [], [devices.data]);
  const placed = useMemo(() => (current ? all.filter((d) => d.mapId === current.id && d.mapX !== null && d.mapY !== null) : []), [all, current]);
  const unplaced = useMemo(() => all.filter((d) => d.mapId === null), [all]);
  const legendTypes = useMemo(() => {
    const types = new Map<number, LegendType>();
    for (const d of placed) {
      const type = types.get(d.deviceTypeId) ?? {
        id: d.deviceTypeId,
        name: d.deviceType.name,
        color: d.deviceType.color,
        isRadio: d.deviceType.isRadio,
        count: 0,
      };
      type.count++;
      types.set(d.deviceTypeId, type);
    }
    return [...types.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [placed]);
  const markers = useMemo<PlanMarkerWithTitle[]>(
    () =>
      placed
        .filter((d) => !hidden.has(d.deviceTypeId))
        .map((d) => ({
          uuid: d.uuid,
          uniqueId: d.uniqueId,
          x: d.mapX!,
          y: d.mapY!,
          detect: d.detect,
          noSignal: d.noSignal,
          deviceType: d.deviceType,
          title: `${d.uniqueId}${d.name ? ` – ${d.name}` : ''} (${d.deviceType.name})`,
        })),
    [placed, hidden],
  );
  const selected = all.find((d) => d.uuid === selectedUuid && d.mapId === current?.id) ?? null;

  const fail = useCallback((error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, t) }), [t]);

  const saving = useRef<Promise<unknown>>(Promise.resolve());
  // Moves not yet answered: leaving the page (reload, close, another address) asks first while any are.
  const pending = useRef(0);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  // The newest move of each device: the answer to an older one must not put the marker back
  // where that move left it while a newer move is still on its way.
  const newest = useRef(new Map<string, number>());
  const place = useCallback(
    async (deviceUuid: string, x: number, y: number, options: { quiet?: boolean } = {}) => {
      if (!current) return;
      const move = (newest.current.get(deviceUuid) ?? 0) + 1;
      newest.current.set(deviceUuid, move);
      const before = queryClient.getQueryData<DeviceListItem[]>(devicesKey);
      const wasPlaced = before?.find((d) => d.uuid === deviceUuid)?.mapId === current.id;
      // The marker lands at once; the list is brought back if the server refuses.
      queryClient.setQueryData<DeviceListItem[]>(devicesKey, (rows) =>
        rows?.map((d) => (d.uuid === deviceUuid ? { ...d, mapId: current.id, mapX: x, mapY: y } : d)),
      );
      pending.current++;
      try {
        // One after another: quick moves of one device must reach the server in their order. A
        // move overtaken by a newer one of the same device before its turn is not sent at all, so
        // a burst of arrow presses saves only where the device ends up.
        const request = saving.current.then(() =>
          newest.current.get(deviceUuid) === move ? setOnMap({ placeId, deviceUuid, body: { mapId: current.id, mapX: x, mapY: y } }) : null,
        );
        saving.current = request.catch(() => undefined);
        const device = await request;
        if (!device || newest.current.get(deviceUuid) !== move) return;
        queryClient.setQueryData<DeviceListItem[]>(devicesKey, (rows) => rows?.map((d) => (d.uuid === deviceUuid ? device : d)));
        setPlacingUuid((uuid) => (uuid === deviceUuid ? null : uuid));
        setSelectedUuid(deviceUuid);
        if (!options.quiet)
          notifications.show({
            color: 'green',
            message: wasPlaced ? t('maps.deviceMoved', { id: device.uniqueId }) : t('maps.deviceAdded', { id: device.uniqueId }),
          });
      } catch (error) {
        if (newest.current.get(deviceUuid) === move) {
          // Moves skipped for this one were never saved either: the server's list tells where the device is.
          queryClient.setQueryData(devicesKey, before);
          void queryClient.invalidateQueries({ queryKey: devicesKey, exact: true });
        }
        fail(error);
      } finally {
        pending.current--;
      }
    },
    [current, devicesKey, fail, placeId, queryClient, setOnMap, t],
  );

  // The keyboard's way onto the plan (a mouse drags or double-clicks): the chosen device goes to
  // the middle of the view, and a placed one moves in steps of 1 % of the plan.
  const view = useRef<PlanView | null>(null);
  const placing = unplaced.find((d) => d.uuid === placingUuid) ?? null;
  const placeAtCentre = (device: DeviceListItem) => {
    const centre = view.current?.centre();
    if (centre) void place(device.uuid, centre.x, centre.y);
  };
  const nudge = (shown: DeviceListItem, dx: number, dy: number) => {
    // From where the last move put it, also when the screen has not drawn that move yet.
    const device = queryClient.getQueryData<DeviceListItem[]>(devicesKey)?.find((d) => d.uuid === shown.uuid) ?? shown;
    if (!current || device.mapX === null || device.mapY === null) return;
    const step = Math.max(1, Math.round(Math.max(current.width, current.height) / 100));
    const x = Math.min(current.width, Math.max(0, device.mapX + dx * step));
    const y = Math.min(current.height, Math.max(0, device.mapY + dy * step));
    void place(device.uuid, x, y, { quiet: true });
  };

  const remove = async (device: DeviceListItem) => {
    try {
      await unsetFromMap.mutateAsync({ placeId, deviceUuid: device.uuid });
      setSelectedUuid(null);
      notifications.show({ color: 'green', message: t('maps.deviceRemoved', { id: device.uniqueId }) });
    } catch (error) {
      fail(error);
    }
  };

  const download = async (format: MapImageFormat) => {
    if (!current) return;
    setDownloading(format);
    try {
      const job = await startMapExport.mutateAsync({ placeId, mapId: current.id, format });
      setExportJob({ jobId: job.id, format, mapName: current.name });
    } catch (error) {
      fail(error);
    } finally {
      setDownloading(null);
    }
  };

  if (maps.isPending || devices.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (maps.isError || devices.isError) {
    return <Text c="red">{errorMessage(maps.error ?? devices.error, t)}</Text>;
  }

  return (
    <>
      <TitledCard
        title={t('maps.planTitle')}
        actions={
          <Group gap="xs">
            {current && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="light" loading={downloading !== null} data-testid="map-download">
                    {t('maps.download')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void download('pdf')} data-testid="map-download-pdf">
                    PDF
                  </Menu.Item>
                  <Menu.Item onClick={() => void download('jpg')} data-testid="map-download-jpg">
                    JPG
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            {canEdit && current && (
              <>
                <Button variant="default" onClick={() => setEditing(current)} data-testid="map-edit">
                  {t('common.edit')}
                </Button>
                <Button variant="default" color="red" onClick={() => setDeleting(current)} data-testid="map-delete">
                  {t('common.delete')}
                </Button>
              </>
            )}
            {canEdit && (
              <Button onClick={uploadDialog.open} data-testid="map-add">
                {t('maps.add')}
              </Button>
            )}
          </Group>
        }
      >
        {exportJob && (
          <Paper withBorder radius="md" p="sm" data-testid="map-export">
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('maps.exporting', { name: exportJob.mapName, format: exportJob.format.toUpperCase() })}
              </Text>
              <CloseButton size="sm" aria-label={t('maps.exportClose')} onClick={() => setExportJob(null)} data-testid="map-export-close" />
            </Group>
            <JobProgress key={exportJob.jobId} jobId={exportJob.jobId} onRetry={() => void download(exportJob.format)} />
          </Paper>
        )}

        {maps.data.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl" data-testid="maps-empty">
            {t('maps.none')}
          </Text>
        ) : (
          <>
            <Tabs
              value={String(current?.id)}
              onChange={(value) => {
                setSelectedUuid(null);
                setPlacingUuid(null);
                onMapChange(value ? Number(value) : undefined);
              }}
            >
              <Tabs.List data-testid="map-tabs">
                {maps.data.map((m) => (
                  <Tabs.Tab
                    key={m.id}
                    value={String(m.id)}
                    rightSection={
                      <Badge size="sm" variant="light" data-testid={`map-count-${m.id}`}>
                        {m.devicesCount}
                      </Badge>
                    }
                  >
                    {m.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {current?.note && (
              <Text size="sm" c="dimmed">
                {current.note}
              </Text>
            )}
            <Grid>
              <Grid.Col span={{ base: 12, lg: 3 }}>
                <Stack gap="sm">
                  {selected && (
                    <Paper withBorder p="xs" radius="md" data-testid="plan-selected">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Stack gap={2}>
                          <Group gap={6}>
                            <MarkerDot device={selected} />
                            <Text fw={700}>{selected.uniqueId}</Text>
                          </Group>
                          <Text size="xs">{selected.name ?? selected.deviceType.name}</Text>
                          <Text size="xs" c="dimmed">
                            {[selected.deviceType.name, selected.zone?.name, selected.location].filter(Boolean).join(' · ')}
                          </Text>
                        </Stack>
                        <CloseButton size="sm" aria-label={t('maps.closeDetails')} onClick={() => setSelectedUuid(null)} />
                      </Group>
                      {canEdit && (
                        <>
                          <Group mt="xs" gap={4} justify="center" data-testid="plan-nudge">
                            <Text size="xs" c="dimmed" mr="auto" data-testid="plan-selected-position">
                              {selected.mapX !== null && selected.mapY !== null ? `${Math.round(selected.mapX)}, ${Math.round(selected.mapY)}` : ''}
                            </Text>
                            {NUDGES.map(({ key, dx, dy, icon }) => (
                              <ActionIcon
                                key={key}
                                variant="default"
                                size="sm"
                                aria-label={t(`maps.move.${key}`)}
                                data-testid={`plan-nudge-${key}`}
                                onClick={() => nudge(selected, dx, dy)}
                              >
                                {icon}
                              </ActionIcon>
                            ))}
                          </Group>
                          <Button
                            mt="xs"
                            size="xs"
                            variant="light"
                            color="red"
                            fullWidth
                            onClick={() => void remove(selected)}
                            data-testid="plan-remove-device"
                          >
                            {t('maps.removeFromPlan')}
                          </Button>
                        </>
                      )}
                    </Paper>
                  )}
                  {canEdit && placing && (
                    <Paper withBorder p="xs" radius="md" data-testid="plan-placing">
                      <Text size="sm">{t('maps.placingHint', { id: placing.uniqueId })}</Text>
                      <Button mt="xs" size="xs" variant="light" fullWidth onClick={() => placeAtCentre(placing)} data-testid="plan-place-centre">
                        {t('maps.placeAtCentre')}
                      </Button>
                    </Paper>
                  )}
                  <PlanDeviceLists
                    placed={placed}
                    unplaced={unplaced}
                    canEdit={canEdit}
                    selectedUuid={selectedUuid}
                    placingUuid={placingUuid}
                    onSelectPlaced={(uuid) => {
                      setSelectedUuid(uuid);
                      setFocusKey((k) => k + 1);
                    }}
                    onChoosePlacing={setPlacingUuid}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 9 }}>
                <Stack gap="sm">
                  {current && imageUrl.data ? (
                    <PlanMap
                      key={current.id}
                      imageUrl={imageUrl.data}
                      width={current.width}
                      height={current.height}
                      markers={markers}
                      selectedUuid={selectedUuid}
                      focusKey={focusKey}
                      canEdit={canEdit}
                      placingUuid={placingUuid}
                      onPlace={(uuid, x, y) => void place(uuid, x, y)}
                      onSelect={setSelectedUuid}
                      viewRef={view}
                    />
                  ) : imageUrl.isError ? (
                    <Text c="red">{errorMessage(imageUrl.error, t)}</Text>
                  ) : (
                    <Center h={300}>
                      <Loader aria-label={t('app.loading')} />
                    </Center>
                  )}
                  <PlanLegend
                    types={legendTypes}
                    hidden={hidden}
                    onToggle={(id) =>
                      setHidden((h) => {
                        const next = new Set(h);
                        if (next.has(id)) next.delete(id);
                        else next.add(id);
                        return next;
                      })
                    }
                  />
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </TitledCard>

      <UploadMapDialog
        opened={uploadOpen}
        onClose={uploadDialog.close}
        categories={categories.data ?? []}
        onUpload={async (values) => {
          const map = await uploadMap.mutateAsync({
            placeId,
            input: { name: values.name, note: values.note, fileCategoryId: values.fileCategoryId, file: values.file },
          });
          notifications.show({ color: 'green', message: t('maps.uploaded') });
          onMapChange(map.id);
        }}
      />
      <EditMapDialog
        map={editing}
        onClose={() => setEditing(null)}
        categories={categories.data ?? []}
        onSave={async (values) => {
          if (!editing) return;
          await updateMap.mutateAsync({
            placeId,
            mapId: editing.id,
            body: { name: values.name, note: values.note ?? null, fileCategoryId: values.fileCategoryId },
          });
          notifications.show({ color: 'green', message: t('maps.saved') });
        }}
      />
      <DeleteMapDialog
        map={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteMap.mutateAsync({ placeId, mapId: deleting.id });
          notifications.show({ color: 'green', message: t('maps.deleted') });
          setDeleting(null);
          onMapChange(undefined);
        }}
      />
    </>
  );
}
