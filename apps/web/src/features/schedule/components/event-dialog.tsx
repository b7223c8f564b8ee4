import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  PERIODICITY_UNITS,
  SCHEDULE_EVENT_TYPES,
  ZScheduleEventRequest,
  type ChangeScope,
  type PeriodicityUnit,
  type ScheduleEventRequest,
  type ScheduleOccurrence,
} from '@trapline/contracts/schedule';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DayField } from '@/components/day-input.tsx';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { useCreateScheduleEvent } from '@/features/schedule/api/create-schedule-event.ts';
import { useDeleteScheduleEvent } from '@/features/schedule/api/delete-schedule-event.ts';
import { usePlaceAssignees } from '@/features/schedule/api/get-place-assignees.ts';
import { useUpdateScheduleEvent } from '@/features/schedule/api/update-schedule-event.ts';
import { placePickerQuery } from '@/shared/places/api/get-places.ts';
import { errorText } from '@/lib/forms.ts';
import { TextareaField, TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = z.input<typeof ZScheduleEventRequest>;
type Cyclicity = PeriodicityUnit | 'CUSTOM';
const CUSTOM_UNITS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;

/** The periodicity is read only when the event is periodical (it is disabled otherwise, spec 2 section 5). */
const resolver: Resolver<Values, unknown, ScheduleEventRequest> = (values, context, options) =>
  zodResolver(ZScheduleEventRequest)(values.periodical ? values : { ...values, periodicity: null }, context, options);

function defaults(occurrence: ScheduleOccurrence | null, scope: ChangeScope, date: string | null, placeUuid: string | undefined): Values {
  if (occurrence) {
    const source = scope === 'OCCURRENCE' ? occurrence : occurrence.event;
    return {
      name: source.name,
      type: source.type,
      description: source.description,
      dateFrom: source.dateFrom,
      dateTo: source.dateTo,
      timeFrom: source.timeFrom,
      timeTo: source.timeTo,
      periodical: scope === 'SERIES' && occurrence.event.periodical,
      periodicity: occurrence.event.periodicity ?? { unit: 'WEEKLY', count: 1, withoutWeekends: false, endDate: null },
      placeUuid: occurrence.placeUuid,
      userUuids: occurrence.event.userUuids,
    };
  }
  const day = date ?? new Date().toISOString().slice(0, 10);
  return {
    name: '',
    type: 'INSPECTION',
    description: '',
    dateFrom: day,
    dateTo: day,
    timeFrom: '09:00',
    timeTo: '10:00',
    periodical: false,
    periodicity: { unit: 'WEEKLY', count: 1, withoutWeekends: false, endDate: null },
    placeUuid,
    userUuids: [],
  };
}

/**
 * Add or edit an event (spec 2, sections 2.15 and 5). A recurring event's occurrence is changed
 * alone or with its whole series; deleting asks the same.
 */
export function EventDialog({
  placeId,
  occurrence,
  date,
  canPlan,
  onClose,
}: {
  placeId: string | undefined;
  occurrence: ScheduleOccurrence | null;
  date: string | null;
  canPlan: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const createEvent = useCreateScheduleEvent();
  const updateEvent = useUpdateScheduleEvent();
  const deleteEvent = useDeleteScheduleEvent();
  const recurring = occurrence?.event.periodical ?? false;
  const [scope, setScope] = useState<ChangeScope>(recurring ? 'OCCURRENCE' : 'SERIES');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const form = useForm<Values, unknown, ScheduleEventRequest>({ resolver, defaultValues: defaults(occurrence, scope, date, undefined) });
  const initialCount = occurrence?.event.periodicity?.count ?? 1;
  const [cyclicity, setCyclicity] = useState<Cyclicity>(initialCount > 1 ? 'CUSTOM' : (occurrence?.event.periodicity?.unit ?? 'WEEKLY'));
  const periodical = form.watch('periodical');
  const chosenPlace = form.watch('placeUuid');
  // The place of the path, else the one chosen in the form (the whole-company schedule).
  const eventPlace = occurrence?.placeUuid ?? placeId ?? chosenPlace;
  const places = useQuery({ ...placePickerQuery, enabled: !placeId && !occurrence });
  const assignees = usePlaceAssignees(eventPlace || undefined);
  const occurrenceOnly = recurring && scope === 'OCCURRENCE';
  const readOnly = !canPlan;

  const changeScope = (next: ChangeScope) => {
    setScope(next);
    form.reset(defaults(occurrence, next, date, undefined));
  };
  const message = (key: string | undefined) => errorText(t, key, 'schedule.validation');
  const messageOf = (error: { message?: string | undefined } | undefined) => message(error?.message);
  const errors = form.formState.errors;
  const done = async (text: string) => {
    notifications.show({ color: 'green', message: text });
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const target = occurrence ? occurrence.placeUuid : (placeId ?? values.placeUuid);
    if (!target) {
      form.setError('placeUuid', { message: 'required' });
      return;
    }
    const periodicity =
      values.periodical && values.periodicity ? { ...values.periodicity, count: cyclicity === 'CUSTOM' ? values.periodicity.count : 1 } : null;
    try {
      if (!occurrence) {
        await createEvent.mutateAsync({ placeId: target, body: { ...values, placeUuid: undefined, periodicity } });
        await done(t('schedule.created'));
      } else if (occurrenceOnly) {
        const { name, type, description, dateFrom, dateTo, timeFrom, timeTo } = values;
        await updateEvent.mutateAsync({
          placeId: target,
          uuid: occurrence.uuid,
          body: { scope: 'OCCURRENCE', occurrenceDate: occurrence.occurrenceDate, name, type, description, dateFrom, dateTo, timeFrom, timeTo },
        });
        await done(t('schedule.updated'));
      } else {
        await updateEvent.mutateAsync({ placeId: target, uuid: occurrence.uuid, body: { ...values, placeUuid: undefined, periodicity, scope: 'SERIES' } });
        await done(t('schedule.updated'));
      }
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      for (const [path, key] of fields) form.setError(path as keyof Values, { message: key });
      if (fields.length === 0) setSaveError(errorMessage(error, t));
    }
  });

  const remove = async (deleteScope: ChangeScope) => {
    if (!occurrence) return;
    try {
      await deleteEvent.mutateAsync({ placeId: occurrence.placeUuid, uuid: occurrence.uuid, scope: deleteScope, occurrenceDate: occurrence.occurrenceDate });
      await done(t('schedule.deleted'));
    } catch (error) {
      setSaveError(errorMessage(error, t));
    }
  };

  const periodicityErrors = errors.periodicity as { unit?: { message?: string }; count?: { message?: string }; endDate?: { message?: string } } | undefined;
  return (
    <Modal opened onClose={onClose} size="lg" centered title={occurrence ? (canPlan ? t('schedule.edit') : occurrence.name) : t('schedule.add')}>
      <StackedForm onSubmit={submit} form={form} message={message} testId="schedule-form">
        {recurring && canPlan && (
          <SegmentedControl
            value={scope}
            onChange={(value) => changeScope(value as ChangeScope)}
            data={[
              { value: 'OCCURRENCE', label: t('schedule.scope.occurrence') },
              { value: 'SERIES', label: t('schedule.scope.series') },
            ]}
            data-testid="schedule-scope"
          />
        )}
        {!placeId && !occurrence && (
          <Controller
            control={form.control}
            name="placeUuid"
            render={({ field }) => (
              <Select
                label={t('schedule.place')}
                required
                searchable
                data={(places.data?.rows ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={messageOf(errors.placeUuid)}
                data-testid="schedule-place"
              />
            )}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="name" label={t('schedule.name')} required readOnly={readOnly} data-testid="schedule-name" />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('schedule.type')}
                required
                readOnly={readOnly}
                allowDeselect={false}
                data={SCHEDULE_EVENT_TYPES.map((type) => ({ value: type, label: t(`schedule.types.${type}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                error={messageOf(errors.type)}
                data-testid="schedule-type"
              />
            )}
          />
          <Controller
            control={form.control}
            name="dateFrom"
            render={({ field }) => (
              <DayField
                label={t('schedule.dateFrom')}
                required
                readOnly={readOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={messageOf(errors.dateFrom)}
                testId="schedule-date-from"
              />
            )}
          />
          <Controller
            control={form.control}
            name="dateTo"
            render={({ field }) => (
              <DayField
                label={t('schedule.dateTo')}
                required
                readOnly={readOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={messageOf(errors.dateTo)}
                testId="schedule-date-to"
              />
            )}
          />
          <TextField name="timeFrom" type="time" label={t('schedule.timeFrom')} required readOnly={readOnly} data-testid="schedule-time-from" />
          <TextField name="timeTo" type="time" label={t('schedule.timeTo')} required readOnly={readOnly} data-testid="schedule-time-to" />
        </SimpleGrid>
        <TextareaField name="description" label={t('schedule.description')} readOnly={readOnly} />
        {!occurrenceOnly && (
          <>
            <Controller
              control={form.control}
              name="userUuids"
              render={({ field }) => (
                <MultiSelect
                  label={t('schedule.assignees')}
                  readOnly={readOnly}
                  searchable
                  data={(assignees.data ?? []).map((u) => ({ value: u.uuid, label: `${u.name} ${u.surname}` }))}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={messageOf(errors.userUuids as { message?: string } | undefined)}
                  data-testid="schedule-assignees"
                />
              )}
            />
            <Controller
              control={form.control}
              name="periodical"
              render={({ field }) => (
                <Checkbox
                  label={t('schedule.periodical')}
                  disabled={readOnly}
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  data-testid="schedule-periodical"
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('schedule.cyclicity')}
                required={periodical}
                disabled={!periodical || readOnly}
                allowDeselect={false}
                data={[...PERIODICITY_UNITS, 'CUSTOM'].map((unit) => ({ value: unit, label: t(`schedule.cyclicities.${unit}`) }))}
                value={cyclicity}
                onChange={(value) => {
                  const next = (value ?? 'WEEKLY') as Cyclicity;
                  setCyclicity(next);
                  form.setValue('periodicity.unit', next === 'CUSTOM' ? 'WEEKLY' : next);
                  form.setValue('periodicity.count', 1);
                }}
                error={messageOf(periodicityErrors?.unit)}
                data-testid="schedule-cyclicity"
              />
              <Controller
                control={form.control}
                name="periodicity.endDate"
                render={({ field }) => (
                  <DayField
                    label={t('schedule.endDate')}
                    disabled={!periodical || readOnly}
                    clearable
                    value={field.value}
                    onChange={(day) => field.onChange(day || null)}
                    onBlur={field.onBlur}
                    error={messageOf(periodicityErrors?.endDate)}
                    testId="schedule-end-date"
                  />
                )}
              />
              {cyclicity === 'CUSTOM' && (
                <>
                  <Controller
                    control={form.control}
                    name="periodicity.count"
                    render={({ field }) => (
                      <NumberInput
                        label={t('schedule.every')}
                        min={1}
                        disabled={!periodical || readOnly}
                        value={field.value ?? 1}
                        onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
                        error={messageOf(periodicityErrors?.count)}
                        data-testid="schedule-count"
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="periodicity.unit"
                    render={({ field }) => (
                      <Select
                        label={t('schedule.unit')}
                        disabled={!periodical || readOnly}
                        allowDeselect={false}
                        data={CUSTOM_UNITS.map((unit) => ({ value: unit, label: t(`schedule.units.${unit}`) }))}
                        value={field.value ?? 'WEEKLY'}
                        onChange={(v) => field.onChange(v)}
                        data-testid="schedule-unit"
                      />
                    )}
                  />
                </>
              )}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="periodicity.withoutWeekends"
              render={({ field }) => (
                <Checkbox
                  label={t('schedule.withoutWeekends')}
                  disabled={!periodical || readOnly}
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  data-testid="schedule-without-weekends"
                />
              )}
            />
          </>
        )}
        {saveError && (
          <Alert color="red" data-testid="schedule-error">
            {saveError}
          </Alert>
        )}
        {canPlan && (
          <Group justify="space-between">
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="schedule-save">
              {t('common.save')}
            </Button>
            {occurrence && (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} data-testid="schedule-delete">
                {t('common.delete')}
              </Button>
            )}
          </Group>
        )}
      </StackedForm>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('schedule.deleteTitle')} centered>
        <Stack>
          <Text>{recurring ? t('schedule.deleteRecurring') : t('schedule.deleteOne')}</Text>
          <Group>
            {recurring && (
              <Button color="red" variant="light" onClick={() => void remove('OCCURRENCE')} data-testid="schedule-delete-occurrence">
                {t('schedule.scope.occurrence')}
              </Button>
            )}
            <Button color="red" onClick={() => void remove('SERIES')} data-testid="schedule-delete-series">
              {recurring ? t('schedule.scope.series') : t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
