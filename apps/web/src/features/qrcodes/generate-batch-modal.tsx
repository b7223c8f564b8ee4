import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { QR_LIMITS, ZCreateQrBatchRequest, type CreateQrBatchRequest, type QrBatch } from '@trapline/contracts/qrcodes';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { useCreateQrBatch } from '@/features/qrcodes/api/create-qr-batch.ts';
import { ControlledWholeNumberInput, TextField } from '@/components/form-fields.tsx';
import { errorText } from '@/lib/forms.ts';
import { FormActions } from '@/components/form-actions.tsx';
import { FormModal } from '@/components/form-modal.tsx';

/** The super admin chooses the company (spec 3, section 5); for others it is their own. */
const ZForSuperAdmin = ZCreateQrBatchRequest.extend({ companyId: z.number({ message: 'company_required' }).int().positive('company_required') });

/** The generate modal: name, amount (1-500) and, for the super admin, the company. */
export function GenerateBatchModal({ superAdmin, onClose, onCreated }: { superAdmin: boolean; onClose: () => void; onCreated: (batch: QrBatch) => void }) {
  const { t } = useTranslation();
  const companies = useQuery({ ...companyShortListQuery, enabled: superAdmin });
  const createQrBatch = useCreateQrBatch();
  const form = useForm<CreateQrBatchRequest>({
    resolver: zodResolver(superAdmin ? ZForSuperAdmin : ZCreateQrBatchRequest) as never,
    defaultValues: { name: '', amount: undefined as unknown as number, companyId: null },
  });
  const errors = form.formState.errors;
  const message = (key: string | undefined) => errorText(t, key, 'qrcodes.validation', 'validation');
  const submit = form.handleSubmit(async (values) => {
    try {
      const batch = await createQrBatch.mutateAsync(values);
      notifications.show({ color: 'green', message: t('qrcodes.added') });
      onCreated(batch);
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      for (const [path, key] of fields) form.setError(path as keyof CreateQrBatchRequest, { message: key });
      if (fields.length === 0) notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  return (
    <FormModal onClose={onClose} title={t('qrcodes.generateTitle')} onSubmit={submit} form={form} message={message} testId="qr-batch-form">
      <TextField name="name" label={t('qrcodes.name')} required maxLength={QR_LIMITS.nameMaxLength} data-autofocus data-testid="qr-batch-name" />
      <ControlledWholeNumberInput
        control={form.control}
        name="amount"
        label={t('qrcodes.amount')}
        description={t('qrcodes.amountHint', { min: QR_LIMITS.minAmount, max: QR_LIMITS.maxAmount })}
        required
        min={QR_LIMITS.minAmount}
        max={QR_LIMITS.maxAmount}
        allowNegative={false}
        error={message(errors.amount?.message)}
        data-testid="qr-batch-amount"
      />
      {superAdmin && (
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <Select
              label={t('qrcodes.company')}
              required
              searchable
              data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={message(errors.companyId?.message)}
              data-testid="qr-batch-company"
            />
          )}
        />
      )}
      <FormActions cancelLabel={t('qrcodes.cancel')} onCancel={onClose} confirmLabel={t('qrcodes.generate')} testId="qr-batch-submit" />
    </FormModal>
  );
}
