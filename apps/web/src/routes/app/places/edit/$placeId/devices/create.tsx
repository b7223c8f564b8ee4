import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCreateDevicesRequest } from '@trapline/contracts/devices';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionQuery } from '../../../../../../features/account/api.ts';
import { createDevices, devicesQuery, placeDeviceTypesQuery } from '../../../../../../features/devices/api.ts';
import { creationPreview } from '../../../../../../features/devices/creation-preview.ts';
import { placeZonesQuery } from '../../../../../../features/places/api.ts';
import { ApiError } from '../../../../../../lib/api-client.ts';
import { errorMessage, fieldErrors } from '../../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/devices/create')({ component: CreateDevicesPage });

type Mode = 'ONE' | 'MULTIPLE' | 'SPECIFIC';

function CreateDevicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('devices.add'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/devices/create' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery(placeDeviceTypesQuery(placeId));
  const zones = useQuery(placeZonesQuery(placeId));
  const existing = useQuery(devicesQuery(placeId, undefined));
  const [mode, setMode] = useState<Mode>('ONE');
  const [deviceTypeId, setDeviceTypeId] = useState<string | null>(null);
  const [uniqueId, setUniqueId] = useState('');
  const [prefix, setPrefix] = useState('');
  const [amount, setAmount] = useState<number | string>(1);
  const [startFrom, setStartFrom] = useState<'NO' | 'YES'>('NO');
  const [startFromNumber, setStartFromNumber] = useState<number | string>(1);
  const [specific, setSpecific] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [zoneId, setZoneId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const preview = mode === 'MULTIPLE' ? creationPreview(prefix, Number(amount), startFrom === 'YES' ? Number(startFromNumber) : null, (existing.data?.rows ?? []).map((d) => d.uniqueId)) : null;
  const message = (path: string) => (errors[path] ? t(`devices.errors.${errors[path]}`, { defaultValue: t(`validation.${errors[path]}`, { defaultValue: t('validation.required') }) }) : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const common = { deviceTypeId: deviceTypeId ? Number(deviceTypeId) : undefined, name, location, zoneId: zoneId ? Number(zoneId) : null };
    const body =
      mode === 'ONE'
        ? { ...common, amountType: mode, uniqueId }
        : mode === 'MULTIPLE'
          ? { ...common, amountType: mode, prefix, amount, startFrom, ...(startFrom === 'YES' ? { startFromNumber } : {}) }
          : { ...common, amountType: mode, specificUniqueIds: specific };
    const parsed = ZCreateDevicesRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message.startsWith('Invalid') || i.message.startsWith('Too') ? 'invalid' : i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const created = await createDevices(placeId, parsed.data);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['place', placeId] }), queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey })]);
      notifications.show({ color: 'green', message: t('devices.created', { count: Array.isArray(created) ? created.length : 1 }) });
      // One device: its details; several: the list (spec 2, section 2.4).
      if (Array.isArray(created)) await navigate({ to: '/app/places/edit/$placeId/devices', params: { placeId }, search: { status: undefined } });
      else await navigate({ to: '/app/places/edit/$placeId/devices/$deviceUuid', params: { placeId, deviceUuid: created.uuid } });
    } catch (error) {
      setErrors(fieldErrors(error));
      if (error instanceof ApiError && error.code === 'devices/uniqueid_already_exists') {
        setFailure(`${t('errors.devices/uniqueid_already_exists')} - ${((error.details as { uniqueIds?: string[] })?.uniqueIds ?? []).join(', ')}`);
      } else {
        setFailure(errorMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2} size="h4">{t('devices.add')}</Title>
          {failure && <Alert color="red" role="alert" data-testid="devices-create-error">{failure}</Alert>}
          <Select
            label={t('devices.type')}
            required
            data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
            value={deviceTypeId}
            onChange={setDeviceTypeId}
            error={errors.deviceTypeId ? t('devices.errors.device_type_required') : undefined}
            data-testid="device-type"
          />
          <SegmentedControl value={mode} onChange={(v) => setMode(v as Mode)} data={(['ONE', 'MULTIPLE', 'SPECIFIC'] as const).map((m) => ({ value: m, label: t(`devices.mode.${m}`) }))} style={{ alignSelf: 'flex-start' }} data-testid="device-mode" />
          {mode === 'ONE' && <TextInput label={t('devices.uniqueId')} required maxLength={4} value={uniqueId} onChange={(e) => setUniqueId(e.currentTarget.value.toUpperCase())} error={message('uniqueId')} data-testid="device-unique-id" />}
          {mode === 'MULTIPLE' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('devices.prefix')} required maxLength={2} value={prefix} onChange={(e) => setPrefix(e.currentTarget.value.toUpperCase())} error={message('prefix')} data-testid="device-prefix" />
              <NumberInput label={t('devices.amount')} required min={1} max={300} value={amount} onChange={setAmount} error={message('amount')} data-testid="device-amount" />
              <Select label={t('devices.startFrom')} data={[{ value: 'NO', label: t('devices.startFromNo') }, { value: 'YES', label: t('devices.startFromYes') }]} value={startFrom} onChange={(v) => setStartFrom((v as 'NO' | 'YES') ?? 'NO')} allowDeselect={false} />
              {startFrom === 'YES' && <NumberInput label={t('devices.startFromNumber')} min={1} value={startFromNumber} onChange={setStartFromNumber} error={message('startFromNumber')} />}
            </SimpleGrid>
          )}
          {preview && (
            <Text size="sm" data-testid="device-preview">
              {t('devices.preview')}: {preview.shown.join(', ')}
              {preview.more > 0 && ` ${t('devices.andMore', { count: preview.more })}`}
            </Text>
          )}
          {mode === 'SPECIFIC' && <TagsInput label={t('devices.specificIds')} description={t('devices.specificIdsHint')} value={specific} onChange={(v) => setSpecific(v.map((s) => s.toUpperCase().slice(0, 4)))} error={message('specificUniqueIds')} data-testid="device-specific" />}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('devices.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <TextInput label={t('devices.location')} value={location} onChange={(e) => setLocation(e.currentTarget.value)} />
            <Select label={t('devices.zone')} clearable data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))} value={zoneId} onChange={setZoneId} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={saving} data-testid="device-save">{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
