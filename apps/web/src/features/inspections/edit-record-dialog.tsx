import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INSPECTION_LIMITS, ZUpdateInspectionActionRequest, type UpdateInspectionRecordRequest } from '@trapline/contracts/inspections';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../lib/errors.ts';
import { refreshInspections, updateRecord } from './api.ts';

type Values = z.input<typeof ZUpdateInspectionActionRequest>;

/** An admin's correction of an action or pest record: amount (a whole number of at least 1) and note. */
export function EditRecordDialog({ placeId, inspectionId, record, onClose }: { placeId: string; inspectionId: number; record: { kind: 'actions' | 'objects'; id: number; label: string; amount: number; note: string | null }; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, UpdateInspectionRecordRequest>({ resolver: zodResolver(ZUpdateInspectionActionRequest), defaultValues: { amount: record.amount, note: record.note ?? '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateRecord(placeId, inspectionId, record.kind, record.id, values);
      await refreshInspections(queryClient, placeId);
      notifications.show({ color: 'green', message: t('inspections.recordSaved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  return (
    <Modal opened onClose={onClose} title={`${t('inspections.editRecord')}: ${record.label}`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="record-edit-form">
        <Stack>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <NumberInput
                label={t('inspections.amount')}
                required
                min={INSPECTION_LIMITS.minAmount}
                max={INSPECTION_LIMITS.maxAmount}
                allowDecimal={false}
                clampBehavior="none"
                value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                error={form.formState.errors.amount && t('inspections.amountMin')}
                data-testid="record-edit-amount"
              />
            )}
          />
          <Textarea label={t('inspections.note')} maxLength={2000} {...form.register('note')} />
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="record-edit-save">{t('common.save')}</Button>
        </Stack>
      </form>
    </Modal>
  );
}
