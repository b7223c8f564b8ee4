import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { ZPlaceFileUploadForm, type PlaceFileUploadForm } from '@trapline/contracts/files';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUploadPlaceFiles } from '@/features/files/api/upload-place-file.ts';
import { CategorySelect } from './category-select.tsx';
import { baseName, fileErrorMessage } from './format.ts';
import { type OwnerUploadProps, UploadDialog, UploadNameInput, useUploadQueue } from './upload-queue.tsx';

type Values = z.input<typeof ZPlaceFileUploadForm>;

/** Uploads PDFs into a category of a place: a name per file, one note for all; each file keeps its own state. */
export function PlaceUploadDialog({ opened, placeId, categories, categoryId, onClose }: OwnerUploadProps & { placeId: string }) {
  const { t } = useTranslation();
  const uploads = useUploadPlaceFiles(placeId);
  const form = useForm<Values, unknown, PlaceFileUploadForm>({
    resolver: zodResolver(ZPlaceFileUploadForm),
    defaultValues: { fileCategoryId: categoryId ?? undefined, note: '', files: [] },
  });
  const files = useFieldArray({ control: form.control, name: 'files' });
  const queue = useUploadQueue(opened, () => form.reset({ fileCategoryId: categoryId ?? undefined, note: '', files: [] }));

  const submit = form.handleSubmit((values) =>
    queue.send(
      (item, index) =>
        uploads.upload({ file: item.file, fields: { name: values.files[index]!.name, note: values.note ?? null, fileCategoryId: values.fileCategoryId } }),
      (error) => fileErrorMessage(error, t, 'pdf'),
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
        accept: 'application/pdf',
        ...queue.linked(files, (file) => ({ name: baseName(file.name) })),
        fields: (_item, index) => (
          <UploadNameInput registration={form.register(`files.${index}.name`)} error={form.formState.errors.files?.[index]?.name?.message} />
        ),
      }}
    >
      <CategorySelect control={form.control} name="fileCategoryId" categories={categories} testId="upload-category" />
      <Textarea label={t('files.note')} {...form.register('note')} autosize minRows={2} />
    </UploadDialog>
  );
}
