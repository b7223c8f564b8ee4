import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZCompanyFileUploadForm, type CompanyFileUploadForm, type FileCategory } from '@trapline/contracts/files';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { uploadCompanyFile } from './api.ts';
import { baseName, fileErrorMessage, validationText } from './format.ts';
import { UploadQueueList, useUploadQueue } from './upload-queue.tsx';

type Values = z.input<typeof ZCompanyFileUploadForm>;

/** Uploads company files (PDF, PNG, JPEG) into a category: a name and an optional valid-until date per file. */
export function CompanyUploadDialog({
  opened,
  companyId,
  categories,
  categoryId,
  onClose,
  onUploaded,
}: {
  opened: boolean;
  companyId: string;
  categories: FileCategory[];
  categoryId: number | null;
  onClose: () => void;
  onUploaded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  const form = useForm<Values, unknown, CompanyFileUploadForm>({ resolver: zodResolver(ZCompanyFileUploadForm), defaultValues: { categoryId: categoryId ?? undefined, description: '', files: [] } });
  const files = useFieldArray({ control: form.control, name: 'files' });
  const { clear } = queue;

  useEffect(() => {
    if (!opened) return;
    clear();
    form.reset({ categoryId: categoryId ?? undefined, description: '', files: [] });
  }, [opened, categoryId, form, clear]);

  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    const done = await queue.run(
      (item, index) =>
        uploadCompanyFile(companyId, item.file, {
          name: values.files[index]!.name,
          description: values.description ?? null,
          categoryId: values.categoryId,
          validUntil: values.files[index]!.validUntil ?? null,
        }).then(() => undefined),
      (error) => fileErrorMessage(error, t, 'documents'),
    );
    await onUploaded();
    if (done) {
      notifications.show({ color: 'green', message: t('files.upload.done') });
      onClose();
    }
  });
  const filesError = form.formState.errors.files;

  return (
    <Modal opened={opened} onClose={onClose} title={t('files.upload.title')} size="lg" centered closeOnClickOutside={!busy}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <Select
                label={t('files.category')}
                required
                data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                error={validationText(fieldState.error?.message, t)}
                data-testid="upload-category"
              />
            )}
          />
          <Textarea label={t('files.description')} {...form.register('description')} autosize minRows={2} />
          <UploadQueueList
            items={queue.items}
            accept="application/pdf,image/png,image/jpeg"
            disabled={busy}
            error={validationText(filesError?.message ?? filesError?.root?.message, t)}
            onAdd={(chosen) => {
              queue.add(chosen);
              files.append(chosen.map((file) => ({ name: baseName(file.name), validUntil: '' })));
            }}
            onRemove={(index) => {
              queue.remove(index);
              files.remove(index);
            }}
            fields={(_item, index) => (
              <Group grow align="flex-start">
                <TextInput
                  label={t('files.name')}
                  required
                  size="xs"
                  {...form.register(`files.${index}.name`)}
                  error={validationText(form.formState.errors.files?.[index]?.name?.message, t)}
                  data-testid="upload-name"
                />
                <TextInput
                  label={t('files.validUntil')}
                  type="date"
                  size="xs"
                  {...form.register(`files.${index}.validUntil`)}
                  error={validationText(form.formState.errors.files?.[index]?.validUntil?.message, t)}
                  data-testid="upload-valid-until"
                />
              </Group>
            )}
          />
          <Button type="submit" loading={busy} data-testid="upload-submit">{t('files.upload.submit')}</Button>
        </Stack>
      </form>
    </Modal>
  );
}
