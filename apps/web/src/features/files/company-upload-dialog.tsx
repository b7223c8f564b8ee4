import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Textarea } from '@mantine/core';
import { ZCompanyFileUploadForm, type CompanyFileUploadForm } from '@trapline/contracts/files';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUploadCompanyFiles } from '@/features/files/api/upload-company-file.ts';
import { CategorySelect } from './category-select.tsx';
import { baseName, fileErrorMessage, validationText } from './format.ts';
import { type OwnerUploadProps, UploadDialog, UploadNameInput, useUploadQueue } from './upload-queue.tsx';
import { DayField } from '@/components/day-input.tsx';

type Values = z.input<typeof ZCompanyFileUploadForm>;

/** Uploads company files (PDF, PNG, JPEG) into a category: a name and an optional valid-until date per file. */
export function CompanyUploadDialog({ opened, companyId, categories, categoryId, onClose }: OwnerUploadProps & { companyId: string }) {
  const { t } = useTranslation();
  const uploads = useUploadCompanyFiles(companyId);
  const form = useForm<Values, unknown, CompanyFileUploadForm>({
    resolver: zodResolver(ZCompanyFileUploadForm),
    defaultValues: { categoryId: categoryId ?? undefined, description: '', files: [] },
  });
  const files = useFieldArray({ control: form.control, name: 'files' });
  const queue = useUploadQueue(opened, () => form.reset({ categoryId: categoryId ?? undefined, description: '', files: [] }));

  const submit = form.handleSubmit((values) =>
    queue.send(
      (item, index) =>
        uploads.upload({
          file: item.file,
          fields: {
            name: values.files[index]!.name,
            description: values.description ?? null,
            categoryId: values.categoryId,
            validUntil: values.files[index]!.validUntil ?? null,
          },
        }),
      (error) => fileErrorMessage(error, t, 'documents'),
      { onUploaded: uploads.refresh, onClose },
    ),
  );

  return (
    <UploadDialog
      opened={opened}
      onClose={onClose}
      formState={form.formState}
      onSubmit={submit}
      queue={{
        items: queue.items,
        accept: 'application/pdf,image/png,image/jpeg',
        ...queue.linked(files, (file) => ({ name: baseName(file.name), validUntil: '' })),
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
