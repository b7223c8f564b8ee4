import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FileInput, Modal, Select } from '@mantine/core';
import { ZCreateMapFields, type MapItem } from '@trapline/contracts/maps';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { FormActions } from '@/components/form-actions.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';
import { FormModal } from '@/components/form-modal.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';
import { FailureAlert } from '@/components/failure-alert.tsx';

const ZPlanText = ZCreateMapFields.pick({ name: true, note: true, fileCategoryId: true });
const ZUploadForm = ZPlanText.extend({ file: z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, 'required') });
type UploadValues = z.input<typeof ZUploadForm>;
type UploadOutput = z.output<typeof ZUploadForm>;
type EditValues = z.input<typeof ZPlanText>;
type EditOutput = z.output<typeof ZPlanText>;

export interface CategoryOption {
  value: string;
  label: string;
}

/** The optional place file category a plan is filed under (spec 2, section 3: Map.fileCategoryId). */
function CategorySelect({ value, onChange, categories }: { value: unknown; onChange: (value: string | null) => void; categories: CategoryOption[] }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('maps.fileCategory')}
      placeholder={t('maps.noFileCategory')}
      clearable
      data={categories}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onChange={onChange}
      data-testid="map-category"
    />
  );
}

function useMessage() {
  const { t } = useTranslation();
  return (error: string | undefined) =>
    error ? t(`maps.validation.${error}`, { defaultValue: t(`validation.${error}`, { defaultValue: t('validation.required') }) }) : undefined;
}

/** Upload of a plan (spec 2, sections 2.12 and 5): a name and a JPEG; the server judges the file by its content. */
export function UploadMapDialog({
  opened,
  onClose,
  onUpload,
  categories,
}: {
  opened: boolean;
  onClose: () => void;
  onUpload: (values: UploadOutput) => Promise<void>;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UploadValues, unknown, UploadOutput>({
    resolver: zodResolver(ZUploadForm),
    defaultValues: { name: '', note: '', fileCategoryId: null, file: undefined },
  });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onUpload(values);
      close();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [path, key] of Object.entries(fields))
        if (path === 'name' || path === 'file' || path === 'note' || path === 'fileCategoryId') form.setError(path, { message: key });
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, t));
    }
  });

  return (
    <FormModal opened={opened} onClose={close} title={t('maps.upload')} onSubmit={submit} form={form} message={message}>
      <TextField name="name" label={t('maps.name')} required data-testid="map-name" />
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FileInput
            label={t('maps.file')}
            description={t('maps.fileHint')}
            placeholder={t('maps.chooseFile')}
            required
            accept="image/jpeg"
            clearable
            value={field.value ?? null}
            onChange={(file) => {
              setFailure(null);
              field.onChange(file ?? undefined);
            }}
            error={message(form.formState.errors.file?.message)}
            data-testid="map-file"
          />
        )}
      />
      <Controller
        control={form.control}
        name="fileCategoryId"
        render={({ field }) => <CategorySelect value={field.value} onChange={field.onChange} categories={categories} />}
      />
      <TextareaField name="note" label={t('maps.note')} />
      <FailureAlert failure={failure} testId="map-upload-error" />
      <FormActions cancelLabel={t('maps.cancel')} onCancel={close} confirmLabel={t('maps.uploadButton')} testId="map-upload-save" />
    </FormModal>
  );
}

export function EditMapDialog({
  map,
  onClose,
  onSave,
  categories,
}: {
  map: MapItem | null;
  onClose: () => void;
  onSave: (values: EditOutput) => Promise<void>;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={map !== null} onClose={onClose} title={t('maps.edit')} centered>
      {map && <EditMapForm key={map.id} map={map} onClose={onClose} onSave={onSave} categories={categories} />}
    </Modal>
  );
}

function EditMapForm({
  map,
  onClose,
  onSave,
  categories,
}: {
  map: MapItem;
  onClose: () => void;
  onSave: (values: EditOutput) => Promise<void>;
  categories: CategoryOption[];
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(ZPlanText),
    defaultValues: { name: map.name, note: map.note ?? '', fileCategoryId: map.fileCategoryId },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [path, key] of Object.entries(fields))
        if (path === 'name' || path === 'note' || path === 'fileCategoryId') form.setError(path, { message: key });
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, t));
    }
  });
  return (
    <StackedForm onSubmit={submit} form={form} message={message}>
      <TextField name="name" label={t('maps.name')} required data-testid="map-edit-name" />
      <Controller
        control={form.control}
        name="fileCategoryId"
        render={({ field }) => <CategorySelect value={field.value} onChange={field.onChange} categories={categories} />}
      />
      <TextareaField name="note" label={t('maps.note')} />
      {failure && <Alert color="red">{failure}</Alert>}
      <FormActions cancelLabel={t('maps.cancel')} onCancel={onClose} testId="map-edit-save" />
    </StackedForm>
  );
}

/** Asks before deleting a plan, saying how many devices stand on it; a refusal is shown in place. */
export function DeleteMapDialog({ map, onClose, onConfirm }: { map: MapItem | null; onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <DeleteDialog
      opened={map !== null}
      title={t('maps.deleteTitle')}
      question={t('maps.deleteConfirm', { name: map?.name ?? '', count: map?.devicesCount ?? 0 })}
      cancelLabel={t('maps.cancel')}
      confirmLabel={t('common.delete')}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmTestId="map-delete-confirm"
    />
  );
}
