import { Checkbox, Group, Select, SimpleGrid, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ZCreateActionRequest,
  ZCreateObjectRequest,
  ZCreateObservationRequest,
  ZUpdateActionRequest,
  ZUpdateObjectRequest,
  ZUpdateObservationRequest,
  type DeviceTypeListItem,
  type ObjectCategory,
} from '@trapline/contracts/catalogue';
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import type { ObservationType } from '@trapline/contracts/device-records';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { useCreatePart, type PartBody } from '@/features/catalogue/api/create-part.ts';
import type { Part, PartKind } from '@/shared/catalogue/api/types.ts';
import { useUpdatePart } from '@/features/catalogue/api/update-part.ts';
import { fieldMessage } from '@/features/catalogue/errors.ts';
import { followName, localName } from '@/features/catalogue/rights.ts';
import { TranslationsFields } from './translations-fields.tsx';
import { FormActions } from '@/components/form-actions.tsx';
import { FormModal } from '@/components/form-modal.tsx';
import { TextField } from '@/components/form-fields.tsx';

const LANGUAGES = ['pl', 'en', 'de', 'it', 'ru'] as const;

/** Everything the three kinds' forms hold; the body of each kind takes its own fields. */
export interface PartValues {
  name: string;
  translations: Record<string, { name: string }>;
  shouldClean: boolean;
  isInspection: boolean;
  settings: { addWhenDeviceAddedToInspection: boolean };
  category: ObjectCategory;
  type: ObservationType | '';
  deviceTypeId: string | null;
  /** The super admin's choice of owner: a company id, or '' for global. */
  owner: string;
}

function valuesOf(part: Part | null): PartValues {
  return {
    name: part?.name ?? '',
    translations: Object.fromEntries(LANGUAGES.map((lang) => [lang, { name: part?.translations[lang]?.name ?? '' }])),
    shouldClean: part && 'shouldClean' in part ? part.shouldClean : false,
    isInspection: part && 'isInspection' in part ? part.isInspection : false,
    settings: { addWhenDeviceAddedToInspection: part && 'settings' in part ? Boolean(part.settings.addWhenDeviceAddedToInspection) : false },
    category: part && 'category' in part ? part.category : 'NORMAL',
    type: part && 'type' in part ? part.type : '',
    deviceTypeId: null,
    owner: '',
  };
}

/** The request body of a kind, checked by the shared contract of its endpoint. */
function bodyOf(kind: PartKind, editing: boolean, values: PartValues, chooseOwner: boolean) {
  const common = { name: values.name, translations: values.translations };
  const created = editing
    ? {}
    : {
        ...(values.deviceTypeId ? { deviceTypeId: Number(values.deviceTypeId) } : {}),
        ...(chooseOwner ? { parentCompanyId: values.owner ? Number(values.owner) : null } : {}),
      };
  if (kind === 'actions') {
    const body = { ...common, ...created, shouldClean: values.shouldClean, isInspection: values.isInspection, settings: values.settings };
    return (editing ? ZUpdateActionRequest : ZCreateActionRequest).safeParse(body);
  }
  if (kind === 'objects') return (editing ? ZUpdateObjectRequest : ZCreateObjectRequest).safeParse({ ...common, ...created, category: values.category });
  return (editing ? ZUpdateObservationRequest : ZCreateObservationRequest).safeParse({ ...common, ...created, type: values.type || undefined });
}

/** react-hook-form resolver over the shared schemas: the issues land on the fields they name. */
const resolverFor =
  (kind: PartKind, editing: boolean, chooseOwner: boolean): Resolver<PartValues> =>
  async (values) => {
    const parsed = bodyOf(kind, editing, values, chooseOwner);
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const field = path[0] === 'type' ? 'type' : path[0] === 'parentCompanyId' ? 'owner' : path.join('.');
      const reason = path[0] === 'type' || issue.message === 'required' ? 'required' : issue.message;
      let node = errors;
      const keys = field.split('.');
      keys.slice(0, -1).forEach((key) => (node = (node[key] ??= {}) as Record<string, unknown>));
      node[keys.at(-1)!] = { type: issue.code, message: reason };
    }
    return { values: {}, errors: errors as FieldErrors<PartValues> };
  };

/**
 * Add or edit dialog of an action, object (pest) or observation (spec 2, sections 2.6 and 5):
 * name (required) and translations; an action's clean, inspection and automatic-on-installation
 * flags; a pest's category; an observation's type (required). A new item may be added to a
 * device type at once. The server keeps one bait-collect and one refill observation per type
 * and answers with its message otherwise.
 */
export function PartDialog({
  kind,
  part,
  types,
  companies,
  onClose,
}: {
  kind: PartKind;
  /** The item edited; null adds one. */
  part: Part | null;
  /** Device types a new item may be added to. */
  types: DeviceTypeListItem[];
  /** Offered to the super admin on creation: the owner company (empty: global). */
  companies?: CompanyShortListItem[] | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const createPart = useCreatePart();
  const updatePart = useUpdatePart();
  const editing = part !== null;
  const chooseOwner = !editing && companies !== undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PartValues>({ resolver: resolverFor(kind, editing, chooseOwner), defaultValues: valuesOf(part) });
  const errors = form.formState.errors;
  const message = (key: string | undefined) => fieldMessage(t, key);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const parsed = bodyOf(kind, editing, followName(values, { name: part?.name ?? '' }), chooseOwner);
    if (!parsed.success) return;
    try {
      if (part) await updatePart.mutateAsync({ kind, id: part.id, body: parsed.data });
      else await createPart.mutateAsync({ kind, body: parsed.data as PartBody });
      notifications.show({ color: 'green', message: t(`catalogue.parts.${editing ? 'saved' : 'created'}.${kind}`) });
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [path, reason] of Object.entries(fields))
        form.setError((path === 'parentCompanyId' ? 'owner' : path) as keyof PartValues, { message: reason });
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <FormModal
      onClose={onClose}
      title={t(`catalogue.parts.${editing ? 'edit' : 'add'}.${kind}`)}
      size="lg"
      onSubmit={submit}
      form={form}
      message={message}
      failure={failure}
      failureTestId="part-error"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={t('catalogue.parts.name')} required maxLength={200} data-testid="part-name" />
        {kind === 'objects' && (
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('catalogue.parts.category')}
                allowDeselect={false}
                data={(['NORMAL', 'DANGEROUS'] as const).map((c) => ({ value: c, label: t(`catalogue.categories.${c}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'NORMAL')}
                data-testid="part-category"
              />
            )}
          />
        )}
        {kind === 'observations' && (
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('catalogue.parts.type')}
                required
                data={(['NEUTRAL', 'BAIT_COLLECT', 'REFILL'] as const).map((type) => ({ value: type, label: t(`catalogue.observationTypes.${type}`) }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={message(errors.type?.message)}
                data-testid="part-type"
              />
            )}
          />
        )}
        {!editing && (
          <Controller
            control={form.control}
            name="deviceTypeId"
            render={({ field }) => (
              <Select
                label={t('catalogue.parts.addToType')}
                clearable
                searchable
                data={types.map((type) => ({ value: String(type.id), label: localName(type, i18n.language) }))}
                value={field.value}
                onChange={field.onChange}
                error={message(errors.deviceTypeId?.message)}
                data-testid="part-device-type"
              />
            )}
          />
        )}
        {chooseOwner && (
          <Controller
            control={form.control}
            name="owner"
            render={({ field }) => (
              <Select
                label={t('catalogue.types.company')}
                description={t('catalogue.parts.companyHint')}
                clearable
                searchable
                data={(companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={message(errors.owner?.message)}
                data-testid="part-company"
              />
            )}
          />
        )}
      </SimpleGrid>
      {kind === 'actions' && (
        <Group>
          <Checkbox label={t('catalogue.parts.shouldClean')} {...form.register('shouldClean')} data-testid="part-should-clean" />
          <Checkbox label={t('catalogue.parts.isInspection')} {...form.register('isInspection')} data-testid="part-is-inspection" />
          <Checkbox label={t('catalogue.parts.auto')} {...form.register('settings.addWhenDeviceAddedToInspection')} data-testid="part-auto" />
        </Group>
      )}
      <Title order={3} size="h5">
        {t('catalogue.translations.title')}
      </Title>
      <TranslationsFields register={form.register} testId="part-translation" />
      <FormActions cancelLabel={t('catalogue.cancel')} onCancel={onClose} testId="part-save" />
    </FormModal>
  );
}
