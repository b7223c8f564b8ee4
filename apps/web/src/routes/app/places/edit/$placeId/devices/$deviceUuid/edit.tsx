import { Button, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZUpdateDeviceRequest } from '@trapline/contracts/devices';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseQrCode } from '@trapline/contracts/qrcodes';
import { useDevice, deviceQuery } from '@/shared/devices/api/get-device.ts';
import { useUpdateDevice } from '@/shared/devices/api/update-device.ts';
import { usePlaceZones } from '@/shared/places/api/get-place-zones.ts';
import { ScanButton } from '@/features/qrcodes/scan-button.tsx';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { errorText } from '@/lib/forms.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';
import { FormCard } from '@/components/form-card.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/devices/$deviceUuid/edit')({
  loader: ({ context, params }) =>
    ensureScreenData(context.queryClient, '/app/places/edit/$placeId/devices/$deviceUuid/edit', deviceQuery(params.placeId, params.deviceUuid)),
  pendingComponent: RoutePending,
  component: EditDevicePage,
});

/** Device edit (spec 2, section 2.5): name, description, zone, unique id, location; the type never changes. */
function EditDevicePage() {
  const { t } = useTranslation();
  usePageTitle(t('devices.edit'));
  const { placeId, deviceUuid } = useParams({ from: '/app/places/edit/$placeId/devices/$deviceUuid/edit' });
  const navigate = useNavigate();
  const device = useDevice(placeId, deviceUuid);
  const zones = usePlaceZones(placeId);
  const updateDevice = useUpdateDevice();
  const [values, setValues] = useState({ uniqueId: '', name: '', description: '', location: '', zoneId: null as string | null, qrCode: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (device.data)
      setValues({
        uniqueId: device.data.uniqueId,
        name: device.data.name ?? '',
        description: device.data.description ?? '',
        location: device.data.location ?? '',
        zoneId: device.data.zoneId ? String(device.data.zoneId) : null,
        qrCode: device.data.qrCode ?? '',
      });
  }, [device.data]);
  if (!device.data) return null;
  const message = (path: string) => errorText(t, errors[path], 'devices.errors');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { qrCode, ...rest } = values;
    // The code is sent only when it changed (typed as printed: case and dashes do not matter).
    const qrChanged = normaliseQrCode(qrCode) !== (device.data?.qrCode ?? '');
    const parsed = ZUpdateDeviceRequest.safeParse({
      ...rest,
      zoneId: values.zoneId ? Number(values.zoneId) : null,
      ...(qrChanged ? { qrCode: qrCode.trim() === '' ? null : qrCode } : {}),
    });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    setSaving(true);
    try {
      await updateDevice.mutateAsync({ placeId, deviceUuid, body: parsed.data });
      notifications.show({ color: 'green', message: t('devices.saved') });
      await navigate({ to: '/app/places/edit/$placeId/devices/$deviceUuid', params: { placeId, deviceUuid } });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormCard title={t('devices.edit')} level={2} failure={failure} failureTestId="device-edit-error" onSubmit={(event) => void submit(event)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('devices.uniqueId')}
          required
          maxLength={4}
          value={values.uniqueId}
          onChange={(e) => setValues({ ...values, uniqueId: e.currentTarget.value.toUpperCase() })}
          error={message('uniqueId')}
          data-testid="device-unique-id"
        />
        <TextInput label={t('devices.type')} value={device.data.deviceType.name} disabled />
        <TextInput label={t('devices.name')} value={values.name} onChange={(e) => setValues({ ...values, name: e.currentTarget.value })} />
        <TextInput label={t('devices.location')} value={values.location} onChange={(e) => setValues({ ...values, location: e.currentTarget.value })} />
        <Select
          label={t('devices.zone')}
          clearable
          data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
          value={values.zoneId}
          onChange={(v) => setValues({ ...values, zoneId: v })}
        />
        <TextInput
          label={t('devices.qrCode')}
          description={t('devices.qrCodeHint')}
          maxLength={64}
          value={values.qrCode}
          onChange={(e) => setValues({ ...values, qrCode: e.currentTarget.value })}
          error={message('qrCode')}
          data-testid="device-qr-code"
          rightSection={<ScanButton compact testId="device-qr-scan" onCode={(code) => setValues((current) => ({ ...current, qrCode: code }))} />}
          rightSectionWidth={42}
        />
      </SimpleGrid>
      <Textarea label={t('devices.description')} value={values.description} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} />
      <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }} data-testid="device-edit-save">
        {t('common.save')}
      </Button>
    </FormCard>
  );
}
