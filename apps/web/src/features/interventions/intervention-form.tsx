import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INTERVENTION_LIMITS,
  USED_PRODUCT_UNITS,
  ZCreateInterventionRequest,
  type Intervention,
  type InterventionImage,
  type InterventionImageType,
} from '@trapline/contracts/interventions';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { useCreateIntervention } from '@/features/interventions/api/create-intervention.ts';
import { useDeleteInterventionImage } from '@/features/interventions/api/delete-intervention-image.ts';
import { useUpdateIntervention } from '@/features/interventions/api/update-intervention.ts';
import { useUploadInterventionImage } from '@/features/interventions/api/upload-intervention-image.ts';
import { SignaturePad } from './signature-pad.tsx';
import { errorText } from '@/lib/forms.ts';
import { FormActions } from '@/components/form-actions.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type FormValues = z.input<typeof ZCreateInterventionRequest>;
type FormOutput = z.output<typeof ZCreateInterventionRequest>;

const ACCEPTED_IMAGES = 'image/png,image/jpeg';
const isAcceptedImage = (file: File) => file.type === 'image/png' || file.type === 'image/jpeg';

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
  const form = useForm<FormValues, unknown, FormOutput>({
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
  const products = useFieldArray({ control: form.control, name: 'usedProducts' });
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
      for (const [path, key] of Object.entries(fields)) form.setError(path as keyof FormValues, { message: key });
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });

  const imagesOf = (type: InterventionImageType) => {
    const kept = keptImages(type);
    const added = newImages[type];
    const full = kept.length + added.length >= INTERVENTION_LIMITS.imagesPerSection;
    return (
      <Stack gap={4} data-testid={`intervention-images-${type}`}>
        <Group gap="xs">
          {kept.map((image) => (
            <Paper key={image.id} withBorder p={2} pos="relative">
              <Image src={image.url} alt={image.name ?? t('interventions.image')} w={72} h={72} fit="cover" />
              <CloseButton
                size="xs"
                pos="absolute"
                top={2}
                right={2}
                aria-label={t('interventions.removeImage')}
                onClick={() => setRemovedImageIds((ids) => [...ids, image.id])}
              />
            </Paper>
          ))}
          {added.map((file, index) => (
            <Paper key={`${file.name}-${index}`} withBorder p={4}>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" maw={120} truncate>
                  {file.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={t('interventions.removeImage')}
                  onClick={() => setNewImages((current) => ({ ...current, [type]: current[type].filter((_, i) => i !== index) }))}
                />
              </Group>
            </Paper>
          ))}
          <FileButton multiple accept={ACCEPTED_IMAGES} onChange={(files) => addImages(type, files)}>
            {(props) => (
              <Button {...props} size="xs" variant="light" disabled={full} data-testid={`intervention-add-image-${type}`}>
                {t('interventions.addImages', { left: INTERVENTION_LIMITS.imagesPerSection - kept.length - added.length })}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c={imageErrors[type] ? 'red' : 'dimmed'}>
          {imageErrors[type] ?? t('interventions.imagesHint', { max: INTERVENTION_LIMITS.imagesPerSection })}
        </Text>
      </Stack>
    );
  };

  const text = (name: 'pestsRemoved' | 'actionTaken' | 'area' | 'recommendations' | 'cause' | 'description', images?: InterventionImageType) => (
    <Stack gap={6}>
      <Textarea
        label={t(`interventions.fields.${name}`)}
        autosize
        minRows={2}
        {...form.register(name)}
        error={message(errors[name]?.message)}
        data-testid={`intervention-${name}`}
      />
      {images && imagesOf(images)}
    </Stack>
  );

  return (
    <StackedForm onSubmit={submit} testId="intervention-form">
      <TextInput
        label={t('interventions.fields.name')}
        required
        {...form.register('name')}
        error={message(errors.name?.message)}
        data-testid="intervention-name"
      />
      <Textarea
        label={t('interventions.fields.purpose')}
        required
        autosize
        minRows={2}
        {...form.register('purpose')}
        error={message(errors.purpose?.message)}
        data-testid="intervention-purpose"
      />
      {text('pestsRemoved', 'PESTS_REMOVED')}
      {text('actionTaken')}

      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('interventions.usedProducts')}
            </Title>
            <Button
              size="xs"
              variant="light"
              onClick={() => products.append({ name: '', activeSubstance: '', amount: 0, unit: 'GRAMS' })}
              disabled={products.fields.length >= INTERVENTION_LIMITS.productsMax}
              data-testid="intervention-add-product"
            >
              {t('interventions.addProduct')}
            </Button>
          </Group>
          {products.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('interventions.noProducts')}
            </Text>
          )}
          {products.fields.map((field, index) => {
            const rowErrors = errors.usedProducts?.[index];
            return (
              <SimpleGrid key={field.id} cols={{ base: 1, sm: 5 }} spacing="xs" data-testid="intervention-product">
                <TextInput
                  label={t('interventions.product.name')}
                  required
                  {...form.register(`usedProducts.${index}.name`)}
                  error={message(rowErrors?.name?.message)}
                  data-testid="intervention-product-name"
                />
                <TextInput
                  label={t('interventions.product.activeSubstance')}
                  required
                  {...form.register(`usedProducts.${index}.activeSubstance`)}
                  error={message(rowErrors?.activeSubstance?.message)}
                  data-testid="intervention-product-substance"
                />
                <Controller
                  control={form.control}
                  name={`usedProducts.${index}.amount`}
                  render={({ field: amount }) => (
                    <NumberInput
                      label={t('interventions.product.amount')}
                      required
                      min={0}
                      max={INTERVENTION_LIMITS.amountMax}
                      decimalScale={2}
                      allowNegative={false}
                      decimalSeparator=","
                      value={amount.value}
                      onChange={(value) =>
                        amount.onChange(typeof value === 'number' ? value : value === '' ? undefined : Number(String(value).replace(',', '.')))
                      }
                      onBlur={amount.onBlur}
                      error={message(rowErrors?.amount?.message)}
                      data-testid="intervention-product-amount"
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`usedProducts.${index}.unit`}
                  render={({ field: unit }) => (
                    <Select
                      label={t('interventions.product.unit')}
                      required
                      allowDeselect={false}
                      data={USED_PRODUCT_UNITS.map((value) => ({ value, label: t(`interventions.units.${value}`) }))}
                      value={unit.value}
                      onChange={(value) => unit.onChange(value)}
                      error={message(rowErrors?.unit?.message)}
                      data-testid="intervention-product-unit"
                    />
                  )}
                />
                <Group align="flex-end">
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('interventions.removeProduct')} onClick={() => products.remove(index)}>
                    ×
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            );
          })}
        </Stack>
      </Paper>

      {text('area')}
      {text('cause', 'CAUSE')}
      {text('description', 'DESCRIPTION')}
      {text('recommendations')}

      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('interventions.approval')}
          </Title>
          <TextInput
            label={t('interventions.fields.approvedByText')}
            {...form.register('approvedByText')}
            error={message(errors.approvedByText?.message)}
            data-testid="intervention-approved-by"
          />
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
        </Stack>
      </Paper>

      <FormActions cancelLabel={t('interventions.cancel')} onCancel={onCancel} busy={form.formState.isSubmitting} testId="intervention-save" />
    </StackedForm>
  );
}
