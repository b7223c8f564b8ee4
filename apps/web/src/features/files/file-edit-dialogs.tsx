import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
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
import { Controller, useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DayField } from '@/components/day-input.tsx';
import { CategorySelect } from './category-select.tsx';
import { validationText } from './format.ts';
import { FormModal } from '@/components/form-modal.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';

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
function FileEditFrame<In extends FieldValues, Out>({
  opened,
  onClose,
  problem,
  onSubmit,
  form,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  problem: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  form: UseFormReturn<In, unknown, Out>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('files.edit')}
      onSubmit={onSubmit}
      form={form}
      message={(key) => validationText(key, t)}
      failure={problem}
    >
      <TextField name="name" label={t('files.name')} required data-testid="file-edit-name" />
      {children}
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="file-edit-save">
        {t('common.save')}
      </Button>
    </FormModal>
  );
}

/**
 * The form of an edit dialog, filled from each file it opens with and cleared of the last save's
 * problem; `values` must be stable (a module function), for it is read again only with a new file.
 */
function useFileEditForm<F, In extends FieldValues & { name: string }, Out>(
  file: F | null,
  resolver: Resolver<In, unknown, Out>,
  values: (file: F) => DefaultValues<In>,
  onSave: (file: F, values: Out) => Promise<void>,
  onClose: () => void,
) {
  const { problem, setProblem, save } = useSave(onClose);
  const form = useForm<In, unknown, Out>({ resolver });
  useEffect(() => {
    if (!file) return;
    setProblem(null);
    form.reset(values(file));
  }, [file, form, setProblem, values]);
  const frame = {
    opened: file !== null,
    onClose,
    problem,
    onSubmit: form.handleSubmit((edited) => save(() => onSave(file!, edited))),
    form,
  };
  return { form, frame };
}

const placeFileValues = (file: PlaceFile) => ({ name: file.name, note: file.note ?? '', fileCategoryId: file.fileCategoryId ?? undefined });

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
  const { form, frame } = useFileEditForm<PlaceFile, z.input<typeof ZPlaceFileEditForm>, PlaceFileEditForm>(
    file,
    zodResolver(ZPlaceFileEditForm),
    placeFileValues,
    onSave,
    onClose,
  );
  return (
    <FileEditFrame {...frame}>
      <TextareaField name="note" label={t('files.note')} required data-testid="file-edit-note" />
      <CategorySelect control={form.control} name="fileCategoryId" categories={categories} />
    </FileEditFrame>
  );
}

const companyFileValues = (file: CompanyFile) => ({ name: file.name, description: file.description ?? '', validUntil: file.validUntil ?? '' });

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
  const { form, frame } = useFileEditForm<CompanyFile, z.input<typeof ZCompanyFileEditForm>, CompanyFileEditForm>(
    file,
    zodResolver(ZCompanyFileEditForm),
    companyFileValues,
    onSave,
    onClose,
  );
  return (
    <FileEditFrame {...frame}>
      <TextareaField name="description" label={t('files.description')} />
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
            error={validationText(form.formState.errors.validUntil?.message, t)}
            testId="file-edit-valid-until"
          />
        )}
      />
    </FileEditFrame>
  );
}
