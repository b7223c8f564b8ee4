import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INSPECTION_LIMITS,
  ZAddInspectionActionRequest,
  ZAddInspectionObservationRequest,
  ZUpdateInspectionObservationRequest,
  type InspectionDetails,
  type InspectionObservationRecord,
} from '@trapline/contracts/inspections';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors.ts';
import { useAddRecord } from '@/features/inspections/api/add-record.ts';
import { usePlaceDeviceType } from '@/features/inspections/api/get-place-device-type.ts';
import type { RecordBody, RecordKind } from '@/features/inspections/api/types.ts';
import { useUpdateObservation } from '@/features/inspections/api/update-observation.ts';
import { partName } from './format.ts';
import { amountRangeMessage, RecordAmountInput } from './amount-input.tsx';
import { ControlledNumberInput } from '@/components/form-fields.tsx';
import { FormModal } from '@/components/form-modal.tsx';

/** Where the record goes: one inspection device, or every device of a type in the inspection (bulk). */
export type RecordTarget = { kind: RecordKind; typeId: number; label: string } & ({ inspectionDeviceId: number } | { bulk: true });

const BAIT_STEPS = Array.from({ length: 100 / INSPECTION_LIMITS.baitCollectStep + 1 }, (_, i) => i * INSPECTION_LIMITS.baitCollectStep);

// One form for the three kinds: the part chosen, an amount (actions and pests, at least 1), the
// bait collected (0-100 in steps of 10) or refill packs per mixture, and a note. The request
// itself is checked by the shared contract of its kind before it is sent.
const ZForm = z.object({
  partId: z.coerce.number({ message: 'required' }).int().positive('required'),
  amount: z.union([z.number(), z.string()]).optional(),
  amountPercentage: z.string().optional(),
  packs: z.record(z.string(), z.number().int().min(0).optional()),
  note: z.string().max(2000).optional(),
});
type FormValues = z.input<typeof ZForm>;

/**
 * Adds an action, a pest or an observation (spec 2, section 5): amounts of at least 1; a bait
 * collect as a percentage from 0 to 100 in steps of 10; a refill as packs of mixtures, with the
 * total in grams (packs x grams per pack) shown as it is typed. The observation's type is the
 * catalogue's, and the add button waits until one is chosen. With `editing`, the same form
 * corrects an observation record (admins): its observation stays, its values change.
 */
export function RecordDialog({
  placeId,
  inspectionId,
  target,
  mixtures,
  editing,
  onClose,
}: {
  placeId: string;
  inspectionId: number;
  target: RecordTarget;
  mixtures: InspectionDetails['mixtures'];
  editing?: InspectionObservationRecord;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const type = usePlaceDeviceType(placeId, target.typeId);
  const addRecord = useAddRecord();
  const updateObservation = useUpdateObservation();
  const [amountError, setAmountError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(ZForm),
    defaultValues: editing
      ? {
          partId: editing.deviceTypeObservationId,
          amount: 1,
          amountPercentage: editing.type === 'BAIT_COLLECT' ? String(editing.data.amountPercentage ?? editing.amount) : undefined,
          packs: Object.fromEntries(Object.values(editing.data.mixtures ?? {}).map((m) => [String(m.mixtureId), m.value])),
          note: editing.note ?? '',
        }
      : { partId: undefined as unknown as number, amount: 1, amountPercentage: undefined, packs: {}, note: '' },
  });
  const parts = target.kind === 'actions' ? type.data?.actions : target.kind === 'objects' ? type.data?.objects : type.data?.observations;
  const partId = form.watch('partId');
  const packs = form.watch('packs');
  const observation = target.kind === 'observations' ? type.data?.observations.find((o) => o.id === Number(partId)) : undefined;
  const grams = mixtures.reduce((sum, m) => sum + (packs[String(m.id)] ?? 0) * m.grammage, 0);

  const submit = form.handleSubmit(async (raw) => {
    setAmountError(null);
    const values = ZForm.parse(raw);
    const note = values.note?.trim() ? values.note.trim() : null;
    let body: RecordBody;
    if (target.kind === 'observations') {
      const mixtureEntries = Object.fromEntries(
        mixtures
          .filter((m) => (values.packs[String(m.id)] ?? 0) > 0)
          .map((m) => [String(m.id), { value: values.packs[String(m.id)]!, grammage: m.grammage, mixtureId: m.id }]),
      );
      const parsed = ZAddInspectionObservationRequest.safeParse({
        deviceTypeObservationId: values.partId,
        type: observation?.type,
        ...(observation?.type === 'BAIT_COLLECT' ? { amountPercentage: values.amountPercentage } : {}),
        ...(observation?.type === 'REFILL' ? { mixtures: mixtureEntries, totalMixtures: grams } : {}),
        note,
      });
      if (observation?.type === 'BAIT_COLLECT' && values.amountPercentage === undefined) return setAmountError(t('inspections.percentageRequired'));
      if (observation?.type === 'REFILL' && Object.keys(mixtureEntries).length === 0) return setAmountError(t('inspections.refillNeedsMixture'));
      if (!parsed.success) return setAmountError(t('validation.required'));
      body = parsed.data;
    } else {
      const key = target.kind === 'actions' ? 'deviceTypeActionId' : 'deviceTypeObjectId';
      const parsed = ZAddInspectionActionRequest.omit({ deviceTypeActionId: true }).safeParse({ amount: values.amount, note });
      if (!parsed.success) return setAmountError(amountRangeMessage(t, i18n.language));
      body = { [key]: values.partId, ...parsed.data } as RecordBody;
    }
    try {
      if (editing) {
        const { deviceTypeObservationId: _unchanged, ...changes } = body as z.output<typeof ZAddInspectionObservationRequest>;
        await updateObservation.mutateAsync({ placeId, inspectionId, recordId: editing.id, body: ZUpdateInspectionObservationRequest.parse(changes) });
        notifications.show({ color: 'green', message: t('inspections.recordSaved') });
        return onClose();
      }
      const answer = await addRecord.mutateAsync({
        placeId,
        inspectionId,
        target: 'bulk' in target ? { typeId: target.typeId } : { inspectionDeviceId: target.inspectionDeviceId },
        kind: target.kind,
        body,
      });
      notifications.show({ color: 'green', message: 'count' in answer ? t('inspections.bulkDone', { total: answer.count }) : t('inspections.recordAdded') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });

  const title = editing ? t('inspections.editRecord') : t(`inspections.add.${target.kind}`);
  return (
    <FormModal onClose={onClose} title={`${title}: ${target.label}`} size="lg" onSubmit={submit} testId="record-form">
      <Alert color="yellow" variant="light">
        {t('inspections.adjustWarning')}
      </Alert>
      <Controller
        control={form.control}
        name="partId"
        render={({ field }) => (
          <Select
            label={t(`inspections.part.${target.kind}`)}
            required
            searchable
            data={(parts ?? []).map((p) => ({ value: String(p.id), label: partName(p, i18n.language) }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={form.formState.errors.partId && t('validation.required')}
            disabled={type.isPending || editing !== undefined}
            data-testid="record-part"
          />
        )}
      />
      {target.kind !== 'observations' && <RecordAmountInput control={form.control} name="amount" error={amountError} testId="record-amount" />}
      {observation?.type === 'BAIT_COLLECT' && (
        <Controller
          control={form.control}
          name="amountPercentage"
          render={({ field }) => (
            <Select
              label={t('inspections.percentage')}
              required
              data={BAIT_STEPS.map((v) => ({ value: String(v), label: `${v}%` }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              error={amountError}
              data-testid="record-percentage"
            />
          )}
        />
      )}
      {observation?.type === 'REFILL' && (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inspections.mixture')}</Table.Th>
                  <Table.Th>{t('inspections.grammage')}</Table.Th>
                  <Table.Th>{t('inspections.packs')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mixtures.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.grammage} g</Table.Td>
                    <Table.Td>
                      <ControlledNumberInput
                        control={form.control}
                        name={`packs.${m.id}`}
                        aria-label={t('inspections.packsOf', { name: m.name })}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        w={100}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" fw={600} data-testid="record-total">
              {t('inspections.total', { grams })}
            </Text>
            {amountError && (
              <Text size="sm" c="red">
                {amountError}
              </Text>
            )}
          </Group>
        </Stack>
      )}
      {observation?.type === 'NEUTRAL' && amountError && (
        <Text size="sm" c="red">
          {amountError}
        </Text>
      )}
      <Textarea label={t('inspections.note')} maxLength={2000} {...form.register('note')} />
      <Button type="submit" loading={form.formState.isSubmitting} disabled={!partId} data-testid="record-save">
        {editing ? t('common.save') : t('inspections.addSubmit')}
      </Button>
    </FormModal>
  );
}
