import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { ZFileCategoryRequest, type FileCategory, type FileCategoryRequest } from '@trapline/contracts/files';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validationText } from './format.ts';
import { FormModal } from '@/components/form-modal.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';

type Values = z.input<typeof ZFileCategoryRequest>;

/** Adding or renaming a file category: a non-empty name and an optional description. */
export function CategoryDialog({
  opened,
  category,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** The category being renamed; null adds one. */
  category: FileCategory | null;
  onClose: () => void;
  /** Saves; throws an Error with a translated message to keep the dialog open. */
  onSave: (values: FileCategoryRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values, unknown, FileCategoryRequest>({ resolver: zodResolver(ZFileCategoryRequest), defaultValues: { name: '', description: '' } });
  useEffect(() => {
    if (!opened) return;
    setProblem(null);
    form.reset({ name: category?.name ?? '', description: category?.description ?? '' });
  }, [opened, category, form]);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('errors.generic'));
    }
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={category ? t('files.categories.edit') : t('files.categories.add')}
      onSubmit={submit}
      form={form}
      message={(key) => validationText(key, t)}
      failure={problem}
    >
      <TextField name="name" label={t('files.categories.name')} required data-testid="category-name" data-autofocus />
      <TextareaField name="description" label={t('files.categories.description')} />
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="category-save">
        {t('common.save')}
      </Button>
    </FormModal>
  );
}
