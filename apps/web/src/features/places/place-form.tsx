import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZCreatePlaceRequest, type CreatePlaceRequest } from '@trapline/contracts/places';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCompanyZones } from '@/shared/companies/api/get-company-zones.ts';
import { companyShortListQuery, groupedCompanies } from '@/shared/companies/api/get-company-short-list.ts';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';

type Values = z.input<typeof ZCreatePlaceRequest>;

/**
 * The place form of create and edit (spec 2, section 2.1): name, address, the radio error interval
 * in minutes, client company and company zone. Read-only for the restricted user type.
 */
export function PlaceForm({
  initial,
  readOnly,
  onSubmit,
  extraButtons,
}: {
  initial?: Partial<CreatePlaceRequest>;
  readOnly: boolean;
  onSubmit: (values: CreatePlaceRequest) => Promise<void>;
  extraButtons?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const companies = useQuery(companyShortListQuery);
  const form = useForm<Values, unknown, CreatePlaceRequest>({
    resolver: zodResolver(ZCreatePlaceRequest),
    defaultValues: { name: '', address: '', radioErrorInterval: 15, companyUuid: '', companyZoneUuid: null, ...initial },
  });
  const companyUuid = form.watch('companyUuid');
  const zones = useCompanyZones(companyUuid || undefined);
  const message = (name: keyof Values) => errorText(t, form.formState.errors[name]?.message, 'validation');
  const submit = submitWithFieldErrors(form, onSubmit, { rethrow: true });

  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('places.name')} required disabled={readOnly} {...form.register('name')} error={message('name')} />
          <TextInput label={t('places.address')} required disabled={readOnly} {...form.register('address')} error={message('address')} />
          <Controller
            control={form.control}
            name="radioErrorInterval"
            render={({ field }) => (
              <NumberInput
                label={t('places.radioErrorInterval')}
                description={t('places.radioErrorIntervalHint')}
                min={0}
                disabled={readOnly}
                value={field.value as number}
                onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
              />
            )}
          />
          <Controller
            control={form.control}
            name="companyUuid"
            render={({ field }) => (
              <Select
                label={t('places.client')}
                required
                disabled={readOnly}
                searchable
                data={groupedCompanies(companies.data ?? [])}
                value={field.value || null}
                onChange={(v) => {
                  field.onChange(v ?? '');
                  form.setValue('companyZoneUuid', null);
                }}
                error={message('companyUuid')}
                data-testid="place-company"
              />
            )}
          />
          <Controller
            control={form.control}
            name="companyZoneUuid"
            render={({ field }) => (
              <Select
                label={t('places.zone')}
                clearable
                disabled={readOnly || !companyUuid}
                data={(zones.data ?? []).map((z) => ({ value: z.uuid, label: z.name }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                error={message('companyZoneUuid')}
              />
            )}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="place-save">
              {t('common.save')}
            </Button>
            {extraButtons}
          </Group>
        )}
      </Stack>
    </form>
  );
}
