import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  RECOMMENDATION_LIMITS,
  RECOMMENDATION_PRIORITIES,
  RECOMMENDATION_STATUSES,
  ZCreateRecommendationRequest,
  type CreateRecommendationRequest,
  type Recommendation,
} from '@trapline/contracts/recommendations';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/day-input.tsx';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';
import { localName } from '@/lib/local-name.ts';
import { placeDeviceTypesQuery } from '@/shared/devices/api/get-place-device-types.ts';
import { mapsQuery } from '@/shared/maps/api/get-maps.ts';
import { placeDevicesQuery } from '@/shared/maps/api/get-place-devices.ts';
import { placeUsersQuery } from '@/shared/places/api/get-place-users.ts';
import { placeZonesQuery } from '@/shared/places/api/get-place-zones.ts';
import { useCategoryOptions } from '@/features/recommendations/api/get-category-options.ts';
import { PlanImage } from './plan-image.tsx';
import { SaveButton } from '@/components/form-actions.tsx';
import { TextareaField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = CreateRecommendationRequest;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const valuesOf = (r: Recommendation | undefined): Values => ({
  recommendation: r?.recommendation ?? '',
  dueDate: r?.dueDate ?? today(),
  priority: r?.priority ?? 'LOW',
  status: r?.status ?? 'OPEN',
  recommendationCategoryId: r?.recommendationCategoryId ?? null,
  ownerId: r?.ownerId ?? null,
  ownerText: r?.ownerText ?? null,
  ownerEmail: r?.ownerEmail ?? null,
  area: r?.area ?? null,
  mapId: r?.mapId ?? null,
  mapText: r?.mapText ?? null,
  mapX: r?.mapX ?? null,
  mapY: r?.mapY ?? null,
  deviceTypeId: r?.deviceTypeId ?? null,
  deviceId: r?.deviceId ?? null,
  zoneId: r?.zoneId ?? null,
  comment: r?.comment ?? null,
  isMoreDataNeeded: r?.isMoreDataNeeded ?? false,
  notifications: r?.notifications.map((n) => ({ userId: n.userId })) ?? [],
});

const idValue = (v: number | null | undefined) => (v == null ? null : String(v));
const toId = (v: string | null) => (v ? Number(v) : null);
const orNull = (s: string) => (s.trim() === '' ? null : s);

/**
 * The recommendation form (spec 3, sections 2.3 and 5): text, due date (today by default),
 * priority LOW and status OPEN by default; the owner a user of the place or a free-text name
 * with an e-mail; the map a plan (with a position clicked on it) or a text; devices of the chosen
 * type. A client's user changes the status only (`statusOnly`).
 */
export function RecommendationForm({
  placeId,
  recommendation,
  statusOnly = false,
  onSubmit,
}: {
  placeId: string;
  recommendation?: Recommendation;
  statusOnly?: boolean;
  onSubmit: (values: Values) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(ZCreateRecommendationRequest) as never, defaultValues: valuesOf(recommendation) });
  const [ownerMode, setOwnerMode] = useState<'user' | 'text'>(recommendation?.ownerText ? 'text' : 'user');
  const users = useQuery({ ...placeUsersQuery(placeId), enabled: !statusOnly });
  const categories = useCategoryOptions({ enabled: !statusOnly });
  const maps = useQuery({ ...mapsQuery(placeId), enabled: !statusOnly });
  const types = useQuery({ ...placeDeviceTypesQuery(placeId), enabled: !statusOnly });
  const devices = useQuery({ ...placeDevicesQuery(placeId), enabled: !statusOnly });
  const zones = useQuery({ ...placeZonesQuery(placeId), enabled: !statusOnly });
  const errors = form.formState.errors;
  const message = (key: string | undefined) => errorText(t, key, 'recommendations.validation');

  const submit = submitWithFieldErrors(form, (values) => onSubmit(statusOnly ? ({ status: values.status } as Values) : values));

  // A required choice among the contract's values, named by the texts under `recommendations.<name>`.
  const valueSelect = (name: 'status' | 'priority', values: readonly string[], fallback: string, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`recommendations.fields.${name}`)}
          required
          allowDeselect={false}
          data={values.map((v) => ({ value: v, label: t(`recommendations.${name}.${v}`) }))}
          value={field.value ?? fallback}
          onChange={(v) => field.onChange(v)}
          data-testid={testId}
        />
      )}
    />
  );
  const statusSelect = valueSelect('status', RECOMMENDATION_STATUSES, 'OPEN', 'field-status');

  if (statusOnly) {
    return (
      <StackedForm onSubmit={submit} form={form} message={message} testId="recommendation-form">
        {statusSelect}
        <SaveButton testId="recommendation-save" />
      </StackedForm>
    );
  }

  const mapId = form.watch('mapId');
  const deviceTypeId = form.watch('deviceTypeId');
  const chosenMap = maps.data?.find((m) => m.id === mapId);
  const userOptions = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} ${u.surname}`.trim() || u.email }));
  const deviceOptions = (devices.data ?? [])
    .filter((d) => !deviceTypeId || d.deviceTypeId === deviceTypeId)
    .map((d) => ({ value: String(d.id), label: d.uniqueId }));
  // A recommendation keeps naming its device after the device was deleted.
  if (recommendation?.device && recommendation.deviceId && !deviceOptions.some((o) => o.value === String(recommendation.deviceId))) {
    deviceOptions.push({
      value: String(recommendation.deviceId),
      label: `${recommendation.device.uniqueId} ${recommendation.device.deleted ? t('recommendations.deletedDevice') : ''}`.trim(),
    });
  }
  // A choice of one row by its id; `then` clears what depended on the one chosen before.
  const idSelect = (
    name: 'recommendationCategoryId' | 'zoneId' | 'deviceId' | 'ownerId' | 'mapId' | 'deviceTypeId',
    label: string,
    data: Array<{ value: string; label: string }>,
    testId: string,
    { searchable = true, labelHidden = false, then }: { searchable?: boolean; labelHidden?: boolean; then?: (value: string | null) => void } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={labelHidden ? undefined : label}
          aria-label={labelHidden ? label : undefined}
          clearable
          searchable={searchable}
          data={data}
          value={idValue(field.value)}
          onChange={(v) => {
            field.onChange(toId(v));
            then?.(v);
          }}
          error={message(errors[name]?.message)}
          data-testid={testId}
        />
      )}
    />
  );
  // A free text, saved as null when left blank.
  const textInput = (name: 'ownerText' | 'ownerEmail' | 'area' | 'mapText', label: string, testId: string, type?: 'email') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          type={type}
          label={label}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(orNull(e.currentTarget.value))}
          error={message(errors[name]?.message)}
          data-testid={testId}
        />
      )}
    />
  );

  return (
    <StackedForm onSubmit={submit} form={form} message={message} testId="recommendation-form">
      <TextareaField
        name="recommendation"
        label={t('recommendations.fields.recommendation')}
        required
        minRows={3}
        maxLength={RECOMMENDATION_LIMITS.textMaxLength}
        data-testid="field-recommendation"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field }) => (
            <DayField
              label={t('recommendations.fields.dueDate')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.dueDate?.message)}
              testId="field-due-date"
            />
          )}
        />
        {valueSelect('priority', RECOMMENDATION_PRIORITIES, 'LOW', 'field-priority')}
        {statusSelect}
      </SimpleGrid>
      {idSelect(
        'recommendationCategoryId',
        t('recommendations.fields.category'),
        (categories.data ?? []).map((c) => ({ value: String(c.id), label: localName(c, i18n.language) })),
        'field-category',
      )}

      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('recommendations.fields.owner')}
        </Text>
        <SegmentedControl
          value={ownerMode}
          onChange={(v) => {
            setOwnerMode(v as 'user' | 'text');
            if (v === 'user') {
              form.setValue('ownerText', null);
              form.setValue('ownerEmail', null);
            } else form.setValue('ownerId', null);
          }}
          data={[
            { value: 'user', label: t('recommendations.ownerUser') },
            { value: 'text', label: t('recommendations.ownerText') },
          ]}
          data-testid="owner-mode"
        />
        {ownerMode === 'user' ? (
          idSelect('ownerId', t('recommendations.fields.owner'), userOptions, 'field-owner', { labelHidden: true })
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('ownerText', t('recommendations.fields.ownerText'), 'field-owner-text')}
            {textInput('ownerEmail', t('recommendations.fields.ownerEmail'), 'field-owner-email', 'email')}
          </SimpleGrid>
        )}
      </Stack>

      {textInput('area', t('recommendations.fields.area'), 'field-area')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {idSelect(
          'mapId',
          t('recommendations.fields.map'),
          (maps.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
          'field-map',
          {
            searchable: false,
            then: (v) => {
              form.setValue('mapX', null);
              form.setValue('mapY', null);
              if (v) form.setValue('mapText', null);
            },
          },
        )}
        {!mapId && textInput('mapText', t('recommendations.fields.mapText'), 'field-map-text')}
      </SimpleGrid>
      {chosenMap && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('recommendations.pickPosition')}
          </Text>
          <PlanImage
            placeId={placeId}
            mapId={chosenMap.id}
            width={chosenMap.width}
            height={chosenMap.height}
            markers={
              form.watch('mapX') != null && form.watch('mapY') != null
                ? [{ key: 'here', x: form.watch('mapX')!, y: form.watch('mapY')!, color: 'red', label: t('recommendations.position') }]
                : []
            }
            onPick={(x, y) => {
              form.setValue('mapX', x);
              form.setValue('mapY', y);
            }}
            testId="position-picker"
          />
          {message(errors.mapX?.message ?? errors.mapY?.message) && (
            <Text c="red" size="sm">
              {message(errors.mapX?.message ?? errors.mapY?.message)}
            </Text>
          )}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {idSelect(
          'deviceTypeId',
          t('recommendations.fields.deviceType'),
          (types.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
          'field-device-type',
          { searchable: false, then: () => form.setValue('deviceId', null) },
        )}
        {idSelect('deviceId', t('recommendations.fields.device'), deviceOptions, 'field-device')}
        {idSelect(
          'zoneId',
          t('recommendations.fields.zone'),
          (zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name })),
          'field-zone',
        )}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="comment"
        render={({ field }) => (
          <Textarea
            label={t('recommendations.fields.comment')}
            autosize
            minRows={2}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(orNull(e.currentTarget.value))}
            data-testid="field-comment"
          />
        )}
      />
      <Controller
        control={form.control}
        name="notifications"
        render={({ field }) => (
          <MultiSelect
            label={t('recommendations.fields.notifications')}
            searchable
            clearable
            data={userOptions}
            value={(field.value ?? []).map((n) => String(n.userId))}
            onChange={(v) => field.onChange(v.map((id) => ({ userId: Number(id) })))}
            data-testid="field-notifications"
          />
        )}
      />
      <Controller
        control={form.control}
        name="isMoreDataNeeded"
        render={({ field }) => (
          <Checkbox
            label={t('recommendations.fields.isMoreDataNeeded')}
            checked={field.value ?? false}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            data-testid="field-more-data"
          />
        )}
      />
      <SaveButton testId="recommendation-save" />
    </StackedForm>
  );
}
