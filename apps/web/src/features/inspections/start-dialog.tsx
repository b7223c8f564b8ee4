import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MultiSelect, SegmentedControl, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INSPECTION_LIMITS, ZStartInspectionRequest, type Inspection, type StartInspectionRequest } from '@trapline/contracts/inspections';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { useStartInspection } from '@/features/inspections/api/start-inspection.ts';
import { placeDeviceTypesQuery } from '@/shared/devices/api/get-place-device-types.ts';
import { placeZonesQuery } from '@/shared/places/api/get-place-zones.ts';
import { FormModal } from '@/components/form-modal.tsx';

type Values = z.input<typeof ZStartInspectionRequest>;

/**
 * Starts an inspection of the place: every device, or those in the chosen zones and of the chosen
 * types. A second start of the same user answers with the running inspection, which is offered.
 */
export function StartInspectionDialog({
  placeId,
  opened,
  onClose,
  onStarted,
}: {
  placeId: string;
  opened: boolean;
  onClose: () => void;
  onStarted: (inspection: { id: number; uuid: string }) => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [running, setRunning] = useState<{ id: number; uuid: string } | null>(null);
  const startInspection = useStartInspection();
  const zones = useQuery({ ...placeZonesQuery(placeId), enabled: opened });
  const types = useQuery({ ...placeDeviceTypesQuery(placeId), enabled: opened });
  const form = useForm<Values, unknown, StartInspectionRequest>({
    resolver: zodResolver(ZStartInspectionRequest),
    defaultValues: { name: '', description: '', zoneIds: [], deviceTypeIds: [] },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setRunning(null);
    const body: StartInspectionRequest = {
      ...(values.name ? { name: values.name } : {}),
      description: values.description ?? null,
      ...(scope === 'chosen' && values.zoneIds?.length ? { zoneIds: values.zoneIds } : {}),
      ...(scope === 'chosen' && values.deviceTypeIds?.length ? { deviceTypeIds: values.deviceTypeIds } : {}),
    };
    try {
      const inspection: Inspection = await startInspection.mutateAsync({ placeId, body });
      notifications.show({ color: 'green', message: t('inspections.started') });
      form.reset();
      onStarted(inspection);
    } catch (error) {
      const details = error instanceof ApiError ? (error.details as { inspectionId?: number; inspectionUuid?: string } | undefined) : undefined;
      if (error instanceof ApiError && error.code === 'inspection/already_in_progress' && details?.inspectionId && details.inspectionUuid) {
        setRunning({ id: details.inspectionId, uuid: details.inspectionUuid });
      }
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });

  return (
    <FormModal opened={opened} onClose={onClose} title={t('inspections.start')} onSubmit={submit} testId="inspection-start-form">
      <TextInput
        label={t('inspections.name')}
        description={t('inspections.nameHint')}
        maxLength={INSPECTION_LIMITS.nameMaxLength}
        {...form.register('name', { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) })}
        error={errors.name && t('validation.required')}
        data-testid="inspection-start-name"
      />
      <Textarea label={t('inspections.description')} maxLength={INSPECTION_LIMITS.textMaxLength} {...form.register('description')} />
      <SegmentedControl
        value={scope}
        onChange={(value) => setScope(value as 'all' | 'chosen')}
        data={[
          { value: 'all', label: t('inspections.allDevices') },
          { value: 'chosen', label: t('inspections.chosenDevices') },
        ]}
      />
      {scope === 'chosen' && (
        <>
          <Controller
            control={form.control}
            name="zoneIds"
            render={({ field }) => (
              <MultiSelect
                label={t('inspections.zones')}
                placeholder={t('inspections.anyZone')}
                data={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                searchable
              />
            )}
          />
          <Controller
            control={form.control}
            name="deviceTypeIds"
            render={({ field }) => (
              <MultiSelect
                label={t('inspections.deviceTypes')}
                placeholder={t('inspections.anyType')}
                data={(types.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                searchable
                data-testid="inspection-start-types"
              />
            )}
          />
        </>
      )}
      {running && (
        <Text size="sm">
          <Button variant="light" size="compact-sm" onClick={() => onStarted(running)} data-testid="inspection-open-running">
            {t('inspections.openRunning')}
          </Button>
        </Text>
      )}
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="inspection-start-submit">
        {t('inspections.startSubmit')}
      </Button>
    </FormModal>
  );
}
