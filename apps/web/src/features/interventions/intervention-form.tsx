import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INTERVENTION_LIMITS,
  ZCreateInterventionRequest,
  type Intervention,
  type InterventionImage,
  type InterventionImageType,
} from '@trapline/contracts/interventions';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { useCreateIntervention } from '@/features/interventions/api/create-intervention.ts';
import { useDeleteInterventionImage } from '@/features/interventions/api/delete-intervention-image.ts';
import { useUpdateIntervention } from '@/features/interventions/api/update-intervention.ts';
import { useUploadInterventionImage } from '@/features/interventions/api/upload-intervention-image.ts';
import { SectionImages, isAcceptedImage } from './section-images.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { UsedProductsFields } from './used-products-fields.tsx';
import { errorText } from '@/lib/forms.ts';
import { FormActions } from '@/components/form-actions.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';
import { TitledCard } from '@/components/titled-card.tsx';

export type InterventionFormValues = z.input<typeof ZCreateInterventionRequest>;
export type InterventionFormOutput = z.output<typeof ZCreateInterventionRequest>;

/** DD/MM/YYYY, the product's date format (spec 2, section 9). */
export const productDate = (date: Date) => `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

export interface InterventionFormProps {
  placeId: string;
  /** The protocol being edited; none when creating. */
  intervention?: Intervention;
  savedImages?: InterventionImage[];
  onSaved: (intervention: Intervention) => void;
  onCancel: () => void;
}

/**
 * The create and edit form of a visit protocol (spec 2, sections 2.14, 3 and 5): the texts, the
 * used products, the images of three sections (at most 3 each, saved plus new), the approver
 * and the signature drawn on screen. Validated with the contract the API uses.
 */
export function InterventionForm({ placeId, intervention, savedImages = [], onSaved, onCancel }: InterventionFormProps) {
  const { t } = useTranslation();
  const createIntervention = useCreateIntervention();
  const updateIntervention = useUpdateIntervention();
  const deleteImage = useDeleteInterventionImage();
  const uploadImage = useUploadInterventionImage();
  const [newImages, setNewImages] = useState<Record<InterventionImageType, File[]>>({ CAUSE: [], DESCRIPTION: [], PESTS_REMOVED: [] });
  const [removedImageIds, setRemovedImageIds] = useState<number[]>([]);
  const [imageErrors, setImageErrors] = useState<Partial<Record<InterventionImageType, string>>>({});
  const form = useForm<InterventionFormValues, unknown, InterventionFormOutput>({
    resolver: zodResolver(ZCreateInterventionRequest),
    defaultValues: {
      name: intervention?.name ?? t('interventions.defaultName', { date: productDate(new Date()) }),
      purpose: intervention?.purpose ?? '',
      pestsRemoved: intervention?.pestsRemoved ?? '',
      actionTaken: intervention?.actionTaken ?? '',
      usedProducts: intervention?.usedProducts.map(({ name, activeSubstance, amount, unit }) => ({ name, activeSubstance, amount, unit })) ?? [],
      area: intervention?.area ?? '',
      recommendations: intervention?.recommendations ?? '',
      cause: intervention?.cause ?? '',
      description: intervention?.description ?? '',
      approvedByText: intervention?.approvedByText ?? '',
      approvedByImage: undefined,
      signedByClient: intervention?.signedByClient ?? false,
    },
  });
  const errors = form.formState.errors;
  const message = (key: string | undefined) => errorText(t, key, 'interventions.validation', 'validation');

  const keptImages = (type: InterventionImageType) => savedImages.filter((image) => image.type === type && !removedImageIds.includes(image.id));
  const addImages = (type: InterventionImageType, files: File[]) => {
    const accepted = files.filter(isAcceptedImage);
    const room = INTERVENTION_LIMITS.imagesPerSection - keptImages(type).length - newImages[type].length;
    const problem =
      accepted.length < files.length
        ? t('interventions.imagesType')
        : accepted.length > room
          ? t('interventions.imagesLimit', { max: INTERVENTION_LIMITS.imagesPerSection })
          : undefined;
    setImageErrors((current) => ({ ...current, [type]: problem }));
    setNewImages((current) => ({ ...current, [type]: [...current[type], ...accepted.slice(0, Math.max(0, room))] }));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = intervention
        ? await updateIntervention.mutateAsync({ placeId, interventionId: intervention.uuid, body: values })
        : await createIntervention.mutateAsync({ placeId, body: values });
      for (const imageId of removedImageIds) await deleteImage.mutateAsync({ placeId, interventionId: saved.uuid, imageId });
      for (const [type, files] of Object.entries(newImages) as Array<[InterventionImageType, File[]]>) {
        for (const file of files) await uploadImage.mutateAsync({ placeId, interventionId: saved.uuid, type, file });
      }
      notifications.show({ color: 'green', message: intervention ? t('interventions.updated') : t('interventions.created') });
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [path, key] of Object.entries(fields)) form.setError(path as keyof InterventionFormValues, { message: key });
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });

  const imagesOf = (type: InterventionImageType) => (
    <SectionImages
      type={type}
      saved={keptImages(type)}
      added={newImages[type]}
      problem={imageErrors[type]}
      onAdd={(files) => addImages(type, files)}
      onRemoveSaved={(image) => setRemovedImageIds((ids) => [...ids, image.id])}
      onRemoveAdded={(index) => setNewImages((current) => ({ ...current, [type]: current[type].filter((_, i) => i !== index) }))}
    />
  );

  const text = (name: 'pestsRemoved' | 'actionTaken' | 'area' | 'recommendations' | 'cause' | 'description', images?: InterventionImageType) => (
    <Stack gap={6}>
      <TextareaField name={name} label={t(`interventions.fields.${name}`)} data-testid={`intervention-${name}`} />
      {images && imagesOf(images)}
    </Stack>
  );

  return (
    <StackedForm onSubmit={submit} form={form} message={message} testId="intervention-form">
      <TextField name="name" label={t('interventions.fields.name')} required data-testid="intervention-name" />
      <TextareaField name="purpose" label={t('interventions.fields.purpose')} required data-testid="intervention-purpose" />
      {text('pestsRemoved', 'PESTS_REMOVED')}
      {text('actionTaken')}

      <UsedProductsFields form={form} message={message} />

      {text('area')}
      {text('cause', 'CAUSE')}
      {text('description', 'DESCRIPTION')}
      {text('recommendations')}

      <TitledCard title={t('interventions.approval')} level={3} compact>
        <TextField name="approvedByText" label={t('interventions.fields.approvedByText')} data-testid="intervention-approved-by" />
        <Controller
          control={form.control}
          name="approvedByImage"
          render={({ field }) => <SignaturePad savedUrl={intervention?.approvedByImage ?? null} onChange={field.onChange} />}
        />
        {errors.approvedByImage && (
          <Text size="xs" c="red">
            {message(errors.approvedByImage.message)}
          </Text>
        )}
        <Checkbox label={t('interventions.fields.signedByClient')} {...form.register('signedByClient')} data-testid="intervention-signed-by-client" />
      </TitledCard>

      <FormActions cancelLabel={t('interventions.cancel')} onCancel={onCancel} testId="intervention-save" />
    </StackedForm>
  );
}
