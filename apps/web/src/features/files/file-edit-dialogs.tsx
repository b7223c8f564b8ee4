import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import {
  ZCompanyFileEditForm,
  ZPlaceFileEditForm,
  type CompanyFile,
  type CompanyFileEditForm,
  type FileCategory,
  type PlaceFile,
  type PlaceFileEditForm,
} from '@trapline/contracts/files';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DayField } from '@/components/day-input.tsx';
import { CategorySelect } from './category-select.tsx';
import { validationText } from './format.ts';

/** Runs a save and keeps the dialog open with the message of an Error it throws. */
function useSave(onClose: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return { problem, setProblem, save };
}

/** The modal of both edit dialogs: the save's problem, the required name, the owner's own fields, save. */
function FileEditFrame({
  opened,
  onClose,
  problem,
  submitting,
  onSubmit,
  name,
  nameError,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  problem: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  name: UseFormRegisterReturn;
  nameError: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('files.edit')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <TextInput label={t('files.name')} required {...name} error={validationText(nameError, t)} data-testid="file-edit-name" />
          {children}
          <Button type="submit" loading={submitting} data-testid="file-edit-save">
            {t('common.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** Editing a place file: name and note required (spec 2, section 5), and its category. */
export function PlaceFileEditDialog({
  file,
  categories,
  onClose,
  onSave,
}: {
  file: PlaceFile | null;
  categories: FileCategory[];
  onClose: () => void;
  onSave: (file: PlaceFile, values: PlaceFileEditForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { problem, setProblem, save } = useSave(onClose);
  const form = useForm<z.input<typeof ZPlaceFileEditForm>, unknown, PlaceFileEditForm>({ resolver: zodResolver(ZPlaceFileEditForm) });
  useEffect(() => {
    if (!file) return;
    setProblem(null);
    form.reset({ name: file.name, note: file.note ?? '', fileCategoryId: file.fileCategoryId ?? undefined });
  }, [file, form, setProblem]);
  const submit = form.handleSubmit((values) => save(() => onSave(file!, values)));
  const errors = form.formState.errors;
  return (
    <FileEditFrame
      opened={file !== null}
      onClose={onClose}
      problem={problem}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      name={form.register('name')}
      nameError={errors.name?.message}
    >
      <Textarea
        label={t('files.note')}
        required
        {...form.register('note')}
        error={validationText(errors.note?.message, t)}
        autosize
        minRows={2}
        data-testid="file-edit-note"
      />
      <CategorySelect control={form.control} name="fileCategoryId" categories={categories} />
    </FileEditFrame>
  );
}

/** Editing a company file: name required, description and valid-until date optional. */
export function CompanyFileEditDialog({
  file,
  onClose,
  onSave,
}: {
  file: CompanyFile | null;
  onClose: () => void;
  onSave: (file: CompanyFile, values: CompanyFileEditForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { problem, setProblem, save } = useSave(onClose);
  const form = useForm<z.input<typeof ZCompanyFileEditForm>, unknown, CompanyFileEditForm>({ resolver: zodResolver(ZCompanyFileEditForm) });
  useEffect(() => {
    if (!file) return;
    setProblem(null);
    form.reset({ name: file.name, description: file.description ?? '', validUntil: file.validUntil ?? '' });
  }, [file, form, setProblem]);
  const submit = form.handleSubmit((values) => save(() => onSave(file!, values)));
  const errors = form.formState.errors;
  return (
    <FileEditFrame
      opened={file !== null}
      onClose={onClose}
      problem={problem}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      name={form.register('name')}
      nameError={errors.name?.message}
    >
      <Textarea label={t('files.description')} {...form.register('description')} autosize minRows={2} />
      <Controller
        control={form.control}
        name="validUntil"
        render={({ field }) => (
          <DayField
            label={t('files.validUntil')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            error={validationText(errors.validUntil?.message, t)}
            testId="file-edit-valid-until"
          />
        )}
      />
    </FileEditFrame>
  );
}
