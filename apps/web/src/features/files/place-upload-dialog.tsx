import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { ZPlaceFileUploadForm, type PlaceFileUploadForm } from '@trapline/contracts/files';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUploadPlaceFiles } from '@/features/files/api/upload-place-file.ts';
import { CategorySelect } from './category-select.tsx';
import { baseName, fileErrorMessage } from './format.ts';
import { type OwnerUploadProps, UploadDialog, UploadNameInput, useUploadForm } from './upload-queue.tsx';

/** Uploads PDFs into a category of a place: a name per file, one note for all; each file keeps its own state. */
export function PlaceUploadDialog({ opened, placeId, categories, categoryId, onClose }: OwnerUploadProps & { placeId: string }) {
  const { t } = useTranslation();
  const uploads = useUploadPlaceFiles(placeId);
  const { form, dialog, queue } = useUploadForm<z.input<typeof ZPlaceFileUploadForm>, PlaceFileUploadForm>({
    opened,
    onClose,
    resolver: zodResolver(ZPlaceFileUploadForm),
    empty: { fileCategoryId: categoryId ?? undefined, note: '', files: [] },
    entry: (file) => ({ name: baseName(file.name) }),
    upload: (file, values, index) =>
      uploads.upload({ file, fields: { name: values.files[index]!.name, note: values.note ?? null, fileCategoryId: values.fileCategoryId } }),
    refresh: uploads.refresh,
    describe: (error) => fileErrorMessage(error, t, 'pdf'),
  });

  return (
    <UploadDialog
      {...dialog}
      queue={{
        ...queue,
        accept: 'application/pdf',
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
