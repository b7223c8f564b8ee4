import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Textarea } from '@mantine/core';
import { ZCompanyFileUploadForm, type CompanyFileUploadForm } from '@trapline/contracts/files';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUploadCompanyFiles } from '@/features/files/api/upload-company-file.ts';
import { CategorySelect } from './category-select.tsx';
import { baseName, fileErrorMessage, validationText } from './format.ts';
import { type OwnerUploadProps, UploadDialog, UploadNameInput, useUploadForm } from './upload-queue.tsx';
import { DayField } from '@/components/day-input.tsx';

/** Uploads company files (PDF, PNG, JPEG) into a category: a name and an optional valid-until date per file. */
export function CompanyUploadDialog({ opened, companyId, categories, categoryId, onClose }: OwnerUploadProps & { companyId: string }) {
  const { t } = useTranslation();
  const uploads = useUploadCompanyFiles(companyId);
  const { form, dialog, queue } = useUploadForm<z.input<typeof ZCompanyFileUploadForm>, CompanyFileUploadForm>({
    opened,
    onClose,
    resolver: zodResolver(ZCompanyFileUploadForm),
    empty: { categoryId: categoryId ?? undefined, description: '', files: [] },
    entry: (file) => ({ name: baseName(file.name), validUntil: '' }),
    upload: (file, values, index) =>
      uploads.upload({
        file,
        fields: {
          name: values.files[index]!.name,
          description: values.description ?? null,
          categoryId: values.categoryId,
          validUntil: values.files[index]!.validUntil ?? null,
        },
      }),
    refresh: uploads.refresh,
    describe: (error) => fileErrorMessage(error, t, 'documents'),
  });

  return (
    <UploadDialog
      {...dialog}
      queue={{
        ...queue,
        accept: 'application/pdf,image/png,image/jpeg',
        fields: (_item, index) => (
          <Group grow align="flex-start">
            <UploadNameInput registration={form.register(`files.${index}.name`)} error={form.formState.errors.files?.[index]?.name?.message} />
            <Controller
              control={form.control}
              name={`files.${index}.validUntil`}
              render={({ field }) => (
                <DayField
                  label={t('files.validUntil')}
                  size="xs"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  clearable
                  error={validationText(form.formState.errors.files?.[index]?.validUntil?.message, t)}
                  testId="upload-valid-until"
                />
              )}
            />
          </Group>
        ),
      }}
    >
      <CategorySelect control={form.control} name="categoryId" categories={categories} testId="upload-category" />
      <Textarea label={t('files.description')} {...form.register('description')} autosize minRows={2} />
    </UploadDialog>
  );
}
