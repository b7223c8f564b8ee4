import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PlaceDeviceType } from '@trapline/contracts/catalogue';
import type { DeviceListItem } from '@trapline/contracts/devices';
import { limitConflicts } from '@trapline/contracts/limit-rules';
import {
  LIMIT_BOUNDS,
  PEST_LIMIT_TYPES,
  ZCreatePestLimitRequest,
  defaultLimitName,
  type CreatePestLimitRequest,
  type PestLimit,
  type PestLimitBody,
} from '@trapline/contracts/limits';
import type { PlaceZone } from '@trapline/contracts/places';
import { localName } from '@trapline/contracts/translations';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { errorText } from '@/lib/forms.ts';
import { FormActions } from '@/components/form-actions.tsx';
import { TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The limit edited; absent: a new one. */
  limit: PestLimit | null;
  limits: PestLimit[];
  devices: DeviceListItem[];
  deviceTypes: PlaceDeviceType[];
  zones: PlaceZone[];
  onSubmit: (values: PestLimitBody) => Promise<void>;
}

const valuesOf = (limit: PestLimit | null): CreatePestLimitRequest => ({
  name: limit?.name ?? defaultLimitName(),
  type: limit?.type ?? 'DEVICE_TYPE',
  normalSum: limit?.normalSum ?? 0,
  dangerousSum: limit?.dangerousSum ?? 0,
  deviceUuids: limit?.devices.map((d) => d.uuid) ?? [],
  deviceTypeIds: limit?.deviceTypes.map((t) => t.id) ?? [],
  zoneIds: limit?.zones.map((z) => z.id) ?? [],
  limits: limit?.limits.map((e) => ({ ...e, limitType: e.limitType })) ?? [],
});

/**
 * Add and edit a pest limit (spec 2, sections 2.8 and 5): the type is fixed once the limit
 * exists; pest rows need a pest and a category, observation rows a bait-collect observation and
 * 1-99 percent; the add buttons wait while a row is incomplete. Conflicts with the place's other
 * limits are warnings: saving stays possible.
 */
export function LimitDialog({ opened, onClose, limit, limits, devices, deviceTypes, zones, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  // The parent mounts the dialog afresh for each limit (key), so the defaults are read once.
  const form = useForm<CreatePestLimitRequest, unknown, PestLimitBody>({ resolver: zodResolver(ZCreatePestLimitRequest), defaultValues: valuesOf(limit) });
  const rows = useFieldArray({ control: form.control, name: 'limits' });
  const type = form.watch('type');
  const entries = form.watch('limits') ?? [];
  const chosen = { deviceUuids: form.watch('deviceUuids') ?? [], deviceTypeIds: form.watch('deviceTypeIds') ?? [], zoneIds: form.watch('zoneIds') ?? [] };

  const objects = [...new Map(deviceTypes.flatMap((dt) => dt.objects ?? []).map((o) => [o.id, o])).values()];
  const observations = [
    ...new Map(
      deviceTypes
        .flatMap((dt) => dt.observations ?? [])
        .filter((o) => o.type === 'BAIT_COLLECT')
        .map((o) => [o.id, o]),
    ).values(),
  ];
  const incomplete = entries.some((e) => (e.limitType === 'OBSERVATION' ? !e.observationId || !e.percentage : !e.objectId) || !e.type);

  const byUuid = new Map(devices.map((d) => [d.uuid, d]));
  const conflicts = limitConflicts(
    {
      id: limit?.id,
      type,
      deviceIds: chosen.deviceUuids.flatMap((u) => byUuid.get(u)?.id ?? []),
      deviceTypeIds: chosen.deviceTypeIds,
      zoneIds: chosen.zoneIds,
    },
    limits.map((l) => ({
      id: l.id,
      name: l.name,
      type: l.type,
      deviceIds: l.devices.map((d) => d.id),
      deviceTypeIds: l.deviceTypes.map((x) => x.id),
      zoneIds: l.zones.map((z) => z.id),
    })),
    devices.map((d) => ({ id: d.id, deviceTypeId: d.deviceTypeId, zoneId: d.zoneId })),
  );

  const message = (key: string | undefined) => errorText(t, key, 'limits.validation');
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // Only what the chosen type uses is sent (a choice made before switching the type is dropped).
      await onSubmit(values.type === 'DEVICES' ? { ...values, deviceTypeIds: [], zoneIds: [] } : { ...values, deviceUuids: [] });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });
  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} size="xl" title={limit ? t('limits.edit') : t('limits.add')}>
      <StackedForm onSubmit={submit} form={form} message={message} testId="limit-form">
        {failure && (
          <Alert color="red" title={limit ? t('limits.bummer') : t('errors.title')} data-testid="limit-form-error">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="name" label={t('limits.name')} required maxLength={LIMIT_BOUNDS.nameMaxLength} data-testid="limit-name" />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('limits.type')}
                description={limit ? t('limits.typeFixed') : undefined}
                disabled={Boolean(limit)}
                allowDeselect={false}
                data={PEST_LIMIT_TYPES.map((value) => ({ value, label: t(`limits.types.${value}`) }))}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                data-testid="limit-type"
              />
            )}
          />
        </SimpleGrid>
        {type === 'DEVICES' ? (
          <Controller
            control={form.control}
            name="deviceUuids"
            render={({ field, fieldState }) => (
              <MultiSelect
                label={t('limits.devices')}
                searchable
                data={devices.map((d) => ({ value: d.uuid, label: d.uniqueId }))}
                value={field.value ?? []}
                onChange={field.onChange}
                error={message(fieldState.error?.message ?? form.formState.errors.deviceUuids?.message)}
                data-testid="limit-devices"
              />
            )}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="deviceTypeIds"
              render={({ field }) => (
                <MultiSelect
                  label={t('limits.deviceTypes')}
                  data={deviceTypes.map((dt) => ({ value: String(dt.id), label: localName(dt, i18n.language) }))}
                  value={(field.value ?? []).map(String)}
                  onChange={(v) => field.onChange(v.map(Number))}
                  error={message(form.formState.errors.deviceTypeIds?.message)}
                  data-testid="limit-device-types"
                />
              )}
            />
            <Controller
              control={form.control}
              name="zoneIds"
              render={({ field }) => (
                <MultiSelect
                  label={t('limits.zones')}
                  description={t('limits.allZones')}
                  data={zones.map((z) => ({ value: String(z.id), label: z.name }))}
                  value={(field.value ?? []).map(String)}
                  onChange={(v) => field.onChange(v.map(Number))}
                  data-testid="limit-zones"
                />
              )}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="normalSum"
            render={({ field }) => (
              <NumberInput
                label={t('limits.normalSum')}
                description={t('limits.zeroInactive')}
                min={0}
                allowDecimal={false}
                value={field.value ?? 0}
                onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
                data-testid="limit-normal-sum"
              />
            )}
          />
          <Controller
            control={form.control}
            name="dangerousSum"
            render={({ field }) => (
              <NumberInput
                label={t('limits.dangerousSum')}
                description={t('limits.zeroInactive')}
                min={0}
                allowDecimal={false}
                value={field.value ?? 0}
                onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
                data-testid="limit-dangerous-sum"
              />
            )}
          />
        </SimpleGrid>

        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="limit-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('limits.row.kind')}</Table.Th>
                <Table.Th>{t('limits.row.subject')}</Table.Th>
                <Table.Th>{t('limits.row.category')}</Table.Th>
                <Table.Th>{t('limits.row.value')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.fields.map((row, index) => {
                const kind = entries[index]?.limitType ?? 'OBJECT';
                const usedObjects = new Set(entries.filter((_, i) => i !== index).map((e) => e.objectId));
                const usedObservations = new Set(entries.filter((_, i) => i !== index).map((e) => e.observationId));
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{t(`limits.row.${kind}`)}</Table.Td>
                    <Table.Td>
                      {kind === 'OBJECT' ? (
                        <Controller
                          control={form.control}
                          name={`limits.${index}.objectId`}
                          render={({ field }) => (
                            <Select
                              aria-label={t('limits.row.object')}
                              placeholder={t('limits.row.object')}
                              data={objects.map((o) => ({ value: String(o.id), label: localName(o, i18n.language), disabled: usedObjects.has(o.id) }))}
                              value={field.value ? String(field.value) : null}
                              onChange={(v) => field.onChange(v ? Number(v) : null)}
                              data-testid={`limit-row-${index}-object`}
                            />
                          )}
                        />
                      ) : (
                        <Controller
                          control={form.control}
                          name={`limits.${index}.observationId`}
                          render={({ field }) => (
                            <Select
                              aria-label={t('limits.row.observation')}
                              placeholder={t('limits.row.observation')}
                              data={observations.map((o) => ({
                                value: String(o.id),
                                label: localName(o, i18n.language),
                                disabled: usedObservations.has(o.id),
                              }))}
                              value={field.value ? String(field.value) : null}
                              onChange={(v) => field.onChange(v ? Number(v) : null)}
                              data-testid={`limit-row-${index}-observation`}
                            />
                          )}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`limits.${index}.type`}
                        render={({ field }) => (
                          <Select
                            aria-label={t('limits.row.category')}
                            placeholder={t('limits.row.category')}
                            data={(['NORMAL', 'DANGEROUS'] as const).map((value) => ({ value, label: t(`limits.category.${value}`) }))}
                            value={field.value ?? null}
                            onChange={(v) => field.onChange(v ?? undefined)}
                            data-testid={`limit-row-${index}-category`}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      {kind === 'OBJECT' ? (
                        <Controller
                          control={form.control}
                          name={`limits.${index}.value`}
                          render={({ field }) => (
                            <NumberInput
                              aria-label={t('limits.row.value')}
                              min={0}
                              allowDecimal={false}
                              value={field.value ?? 0}
                              onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
                              data-testid={`limit-row-${index}-value`}
                            />
                          )}
                        />
                      ) : (
                        <Controller
                          control={form.control}
                          name={`limits.${index}.percentage`}
                          render={({ field, fieldState }) => (
                            <NumberInput
                              aria-label={t('limits.row.percentage')}
                              placeholder="1-99"
                              min={LIMIT_BOUNDS.observationPercentageMin}
                              max={LIMIT_BOUNDS.observationPercentageMax}
                              allowDecimal={false}
                              suffix="%"
                              value={field.value ?? ''}
                              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                              error={fieldState.error ? t('limits.validation.percentage') : undefined}
                              data-testid={`limit-row-${index}-percentage`}
                            />
                          )}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => rows.remove(index)}>
                        ✕
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button
            variant="light"
            disabled={incomplete}
            onClick={() => rows.append({ objectId: null, value: 0, type: 'NORMAL', limitType: 'OBJECT' })}
            data-testid="limit-add-pest"
          >
            {t('limits.addPest')}
          </Button>
          <Button
            variant="light"
            disabled={incomplete || observations.length === 0}
            onClick={() => rows.append({ observationId: null, value: 0, type: 'NORMAL', limitType: 'OBSERVATION', percentage: null })}
            data-testid="limit-add-observation"
          >
            {t('limits.addObservation')}
          </Button>
        </Group>

        {conflicts.length > 0 && (
          <Alert color="yellow" title={t('limits.conflicts.title')} data-testid="limit-conflicts">
            <Stack gap={4}>
              {conflicts.map((c, i) => (
                <Text key={i} size="sm">
                  {t(`limits.conflicts.${c.kind}`, { name: c.limitName })}
                </Text>
              ))}
              <Text size="sm" fw={500}>
                {t('limits.conflicts.mayConflict')}
              </Text>
            </Stack>
          </Alert>
        )}
        <FormActions cancelLabel={t('common.close')} onCancel={close} testId="limit-save" />
      </StackedForm>
    </Modal>
  );
}
