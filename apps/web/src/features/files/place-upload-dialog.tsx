import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { ZPlaceFileUploadForm, type FileCategory, type PlaceFileUploadForm } from '@trapline/contracts/files';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { uploadPlaceFile } from './api.ts';
import { CategorySelect } from './category-select.tsx';
import { baseName, fileErrorMessage, validationText } from './format.ts';
import { UploadQueueList, useUploadQueue } from './upload-queue.tsx';

type Values = z.input<typeof ZPlaceFileUploadForm>;

/** Uploads PDFs into a category of a place: a name per file, one note for all; each file keeps its own state. */
export function PlaceUploadDialog({
  opened,
  placeId,
  categories,
  categoryId,
  onClose,
  onUploaded,
}: {
  opened: boolean;
  placeId: string;
  categories: FileCategory[];
  categoryId: number | null;
  onClose: () => void;
  onUploaded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, PlaceFileUploadForm>({ resolver: zodResolver(ZPlaceFileUploadForm), defaultValues: { fileCategoryId: categoryId ?? undefined, note: '', files: [] } });
  const files = useFieldArray({ control: form.control, name: 'files' });
  const queue = useUploadQueue(opened, () => form.reset({ fileCategoryId: categoryId ?? undefined, note: '', files: [] }));

  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((values) =>
    queue.send(
      (item, index) => uploadPlaceFile(placeId, item.file, { name: values.files[index]!.name, note: values.note ?? null, fileCategoryId: values.fileCategoryId }),
      (error) => fileErrorMessage(error, t, 'pdf'),
      { onUploaded, onClose },
    ),
  );
  const filesError = form.formState.errors.files;

  return (
    <Modal opened={opened} onClose={onClose} title={t('files.upload.title')} size="lg" centered closeOnClickOutside={!busy}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <CategorySelect control={form.control} name="fileCategoryId" categories={categories} testId="upload-category" />
          <Textarea label={t('files.note')} {...form.register('note')} autosize minRows={2} />
          <UploadQueueList
            items={queue.items}
            accept="application/pdf"
            disabled={busy}
            error={validationText(filesError?.message ?? filesError?.root?.message, t)}
            {...queue.linked(files, (file) => ({ name: baseName(file.name) }))}
            fields={(_item, index) => (
              <TextInput
                label={t('files.name')}
                required
                size="xs"
                {...form.register(`files.${index}.name`)}
                error={validationText(form.formState.errors.files?.[index]?.name?.message, t)}
                data-testid="upload-name"
              />
            )}
          />
          <Button type="submit" loading={busy} data-testid="upload-submit">{t('files.upload.submit')}</Button>
        </Stack>
      </form>
    </Modal>
  );
}
