import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZUpdateInspectionActionRequest, type UpdateInspectionRecordRequest } from '@trapline/contracts/inspections';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/lib/errors.ts';
import { useUpdateRecord } from '@/features/inspections/api/update-record.ts';
import { amountRangeMessage, RecordAmountInput } from './amount-input.tsx';
import { FormModal } from '@/components/form-modal.tsx';

type Values = z.input<typeof ZUpdateInspectionActionRequest>;

/** An admin's correction of an action or pest record: amount (a whole number within the contract's bounds) and note. */
export function EditRecordDialog({
  placeId,
  inspectionId,
  record,
  onClose,
}: {
  placeId: string;
  inspectionId: number;
  record: { kind: 'actions' | 'objects'; id: number; label: string; amount: number; note: string | null };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const updateRecord = useUpdateRecord();
  const form = useForm<Values, unknown, UpdateInspectionRecordRequest>({
    resolver: zodResolver(ZUpdateInspectionActionRequest),
    defaultValues: { amount: record.amount, note: record.note ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateRecord.mutateAsync({ placeId, inspectionId, kind: record.kind, recordId: record.id, body: values });
      notifications.show({ color: 'green', message: t('inspections.recordSaved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  return (
    <FormModal onClose={onClose} title={`${t('inspections.editRecord')}: ${record.label}`} onSubmit={submit} testId="record-edit-form">
      <RecordAmountInput
        control={form.control}
        name="amount"
        error={form.formState.errors.amount && amountRangeMessage(t, i18n.language)}
        testId="record-edit-amount"
      />
      <Textarea label={t('inspections.note')} maxLength={2000} {...form.register('note')} />
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="record-edit-save">
        {t('common.save')}
      </Button>
    </FormModal>
  );
}
