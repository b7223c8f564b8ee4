import { Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, TagsInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZCreateDevicesRequest, type CreateDevicesRequest } from '@trapline/contracts/devices';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useCreateDevices } from '@/features/devices/api/create-devices.ts';
import { useDevices } from '@/shared/devices/api/get-devices.ts';
import { usePlaceDeviceTypes } from '@/shared/devices/api/get-place-device-types.ts';
import { creationPreview } from '@/features/devices/creation-preview.ts';
import { usePlaceZones } from '@/shared/places/api/get-place-zones.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { FormCard } from '@/components/form-card.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/devices/create')({ component: CreateDevicesPage });

type Mode = 'ONE' | 'MULTIPLE' | 'SPECIFIC';

/**
 * The fields of every mode side by side: the shared schema picks the mode's branch by amountType
 * and drops the fields of the other modes, so switching modes keeps what was typed in each.
 */
interface Values {
  amountType: Mode;
  deviceTypeId: string | null;
  uniqueId: string;
  prefix: string;
  amount: number | string;
  startFrom: 'NO' | 'YES';
  startFromNumber: number | string | undefined;
  specificUniqueIds: string[];
  name: string;
  location: string;
  zoneId: string | null;
}

// The form's values are the schema's input (strings from the pickers, numbers as typed).
const schemaResolver = zodResolver(ZCreateDevicesRequest) as unknown as Resolver<Values, unknown, CreateDevicesRequest>;
/** The shared schema checks the form; a start number only counts when the numbering starts from it. */
const resolver: Resolver<Values, unknown, CreateDevicesRequest> = (values, context, options) =>
  schemaResolver({ ...values, startFromNumber: values.startFrom === 'YES' ? values.startFromNumber : undefined }, context, options);

function CreateDevicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('devices.add'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/devices/create' });
  const navigate = useNavigate();
  const createDevices = useCreateDevices();
  const types = usePlaceDeviceTypes(placeId);
  const zones = usePlaceZones(placeId);
  const existing = useDevices(placeId, undefined);
  const form = useForm<Values, unknown, CreateDevicesRequest>({
    resolver,
    defaultValues: {
      amountType: 'ONE',
      deviceTypeId: null,
      uniqueId: '',
      prefix: '',
      amount: 1,
      startFrom: 'NO',
      startFromNumber: 1,
      specificUniqueIds: [],
      name: '',
      location: '',
      zoneId: null,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [mode, prefix, amount, startFrom, startFromNumber] = form.watch(['amountType', 'prefix', 'amount', 'startFrom', 'startFromNumber']);

  const preview =
    mode === 'MULTIPLE'
      ? creationPreview(
          prefix,
          Number(amount),
          startFrom === 'YES' ? Number(startFromNumber) : null,
          (existing.data?.rows ?? []).map((d) => d.uniqueId),
        )
      : null;
  const message = (path: keyof Values) => {
    const error = form.formState.errors[path]?.message;
    if (!error) return undefined;
    // zod's own texts ("Invalid input", "Too big") stand for a value out of its bounds.
    const key = error.startsWith('Invalid') || error.startsWith('Too') ? 'invalid' : error;
    return errorText(t, key, 'devices.errors', 'validation');
  };

  const submit = submitWithFieldErrors(form, async (body) => {
    setFailure(null);
    try {
      const created = await createDevices.mutateAsync({ placeId, body });
      notifications.show({ color: 'green', message: t('devices.created', { count: Array.isArray(created) ? created.length : 1 }) });
      // One device: its details; several: the list (spec 2, section 2.4).
      if (Array.isArray(created)) await navigate({ to: '/app/places/edit/$placeId/devices', params: { placeId }, search: { status: undefined } });
      else await navigate({ to: '/app/places/edit/$placeId/devices/$deviceUuid', params: { placeId, deviceUuid: created.uuid } });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'devices/uniqueid_already_exists') {
        setFailure(`${t('errors.devices/uniqueid_already_exists')} - ${((error.details as { uniqueIds?: string[] })?.uniqueIds ?? []).join(', ')}`);
      } else {
        setFailure(errorMessage(error, t));
      }
      throw error;
    }
  });
  const upper = (value: string, max: number) => value.toUpperCase().slice(0, max);

  return (
    <FormCard title={t('devices.add')} level={2} failure={failure} failureTestId="devices-create-error" onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="deviceTypeId"
        render={({ field }) => (
          <Select
            label={t('devices.type')}
            required
            data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
            value={field.value}
            onChange={field.onChange}
            error={form.formState.errors.deviceTypeId ? t('devices.errors.device_type_required') : undefined}
            data-testid="device-type"
          />
        )}
      />
      <Controller
        control={form.control}
        name="amountType"
        render={({ field }) => (
          <SegmentedControl
            value={field.value}
            onChange={(v) => field.onChange(v as Mode)}
            data={(['ONE', 'MULTIPLE', 'SPECIFIC'] as const).map((m) => ({ value: m, label: t(`devices.mode.${m}`) }))}
            style={{ alignSelf: 'flex-start' }}
            data-testid="device-mode"
          />
        )}
      />
      {mode === 'ONE' && (
        <Controller
          control={form.control}
          name="uniqueId"
          render={({ field }) => (
            <TextInput
              label={t('devices.uniqueId')}
              required
              maxLength={4}
              value={field.value}
              onChange={(e) => field.onChange(upper(e.currentTarget.value, 4))}
              error={message('uniqueId')}
              data-testid="device-unique-id"
            />
          )}
        />
      )}
      {mode === 'MULTIPLE' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="prefix"
            render={({ field }) => (
              <TextInput
                label={t('devices.prefix')}
                required
                maxLength={2}
                value={field.value}
                onChange={(e) => field.onChange(upper(e.currentTarget.value, 2))}
                error={message('prefix')}
                data-testid="device-prefix"
              />
            )}
          />
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <NumberInput
                label={t('devices.amount')}
                required
                min={1}
                max={300}
                value={field.value}
                onChange={field.onChange}
                error={message('amount')}
                data-testid="device-amount"
              />
            )}
          />
          <Controller
            control={form.control}
            name="startFrom"
            render={({ field }) => (
              <Select
                label={t('devices.startFrom')}
                data={[
                  { value: 'NO', label: t('devices.startFromNo') },
                  { value: 'YES', label: t('devices.startFromYes') },
                ]}
                value={field.value}
                onChange={(v) => field.onChange((v as 'NO' | 'YES') ?? 'NO')}
                allowDeselect={false}
              />
            )}
          />
          {startFrom === 'YES' && (
            <Controller
              control={form.control}
              name="startFromNumber"
              render={({ field }) => (
                <NumberInput label={t('devices.startFromNumber')} min={1} value={field.value} onChange={field.onChange} error={message('startFromNumber')} />
              )}
            />
          )}
        </SimpleGrid>
      )}
      {preview && (
        <Text size="sm" data-testid="device-preview">
          {t('devices.preview')}: {preview.shown.join(', ')}
          {preview.more > 0 && ` ${t('devices.andMore', { count: preview.more })}`}
        </Text>
      )}
      {mode === 'SPECIFIC' && (
        <Controller
          control={form.control}
          name="specificUniqueIds"
          render={({ field }) => (
            <TagsInput
              label={t('devices.specificIds')}
              description={t('devices.specificIdsHint')}
              value={field.value}
              onChange={(v) => field.onChange(v.map((s) => upper(s, 4)))}
              error={message('specificUniqueIds')}
              data-testid="device-specific"
            />
          )}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('devices.name')} {...form.register('name')} error={message('name')} />
        <TextInput label={t('devices.location')} {...form.register('location')} error={message('location')} />
        <Controller
          control={form.control}
          name="zoneId"
          render={({ field }) => (
            <Select
              label={t('devices.zone')}
              clearable
              data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </SimpleGrid>
      <Group>
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="device-save">
          {t('common.save')}
        </Button>
      </Group>
    </FormCard>
  );
}
