import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@trapline/contracts/account';
import { LANGUAGES, USER_ROLES } from '@trapline/contracts/common';
import { ZCreateUserRequest, type CreateUserRequest } from '@trapline/contracts/users';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { languageName } from '@/lib/i18n.ts';
import { usePlacePicker } from '@/shared/places/api/get-places.ts';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { PlacesPicker } from './places-picker.tsx';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';
import { SaveButton } from '@/components/form-actions.tsx';
import { TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = z.input<typeof ZCreateUserRequest>;

/**
 * The user form (spec 1, sections 2.5 and 5). CLIENT (and super admin) types are offered to the
 * super admin only; places come from the chosen company's tree; a taken e-mail comes back from
 * the server as a field error.
 */
export function UserForm({
  me,
  initial,
  withLanguage = false,
  onSubmit,
}: {
  me: Account;
  initial?: Partial<CreateUserRequest>;
  withLanguage?: boolean;
  onSubmit: (values: CreateUserRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const superAdmin = me.type === 'ADMIN';
  const companies = useQuery(companyShortListQuery);
  const places = usePlacePicker();
  const form = useForm<Values, unknown, CreateUserRequest>({
    resolver: zodResolver(ZCreateUserRequest),
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      type: 'USER',
      status: 'ACTIVE',
      places: [],
      companyUuid: superAdmin ? undefined : me.company.uuid,
      ...(withLanguage ? { language: me.language } : {}),
      ...initial,
    },
  });
  const companyUuid = form.watch('companyUuid');
  const type = form.watch('type');
  const all = companies.data ?? [];
  const chosen = all.find((c) => c.uuid === companyUuid);
  const rootUuid = chosen?.parentCompanyUuid ?? chosen?.uuid;
  const tree = new Set(all.filter((c) => c.uuid === rootUuid || c.parentCompanyUuid === rootUuid).map((c) => c.uuid));
  const treePlaces = (places.data?.rows ?? []).filter((p) => tree.has(p.companyUuid));
  const types = USER_ROLES.filter((r) => superAdmin || (r !== 'CLIENT' && r !== 'ADMIN'));
  const errors = form.formState.errors;
  const message = (key: string | undefined) => errorText(t, key, 'users.errors', 'validation');
  const submit = submitWithFieldErrors(form, onSubmit);

  return (
    <StackedForm onSubmit={submit} form={form} message={message}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={t('users.name')} required data-testid="user-name" />
        <TextField name="surname" label={t('users.surname')} required data-testid="user-surname" />
        <TextField name="email" label={t('users.email')} required type="email" data-testid="user-email" />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('users.type')}
              required
              data={types.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              allowDeselect={false}
              error={message(errors.type?.message)}
              data-testid="user-type"
            />
          )}
        />
        {/* The company is chosen by the super admin; others create users in their own company (spec 1, section 2.5). */}
        {superAdmin && (
          <Controller
            control={form.control}
            name="companyUuid"
            render={({ field }) => (
              <Select
                label={t('users.company')}
                required
                searchable
                data={all.map((c) => ({ value: c.uuid, label: c.name }))}
                value={field.value ?? null}
                onChange={(v) => {
                  field.onChange(v ?? undefined);
                  form.setValue('places', []);
                }}
                error={message(errors.companyUuid?.message)}
                data-testid="user-company"
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('users.status')}
              data={[
                { value: 'ACTIVE', label: t('users.ACTIVE') },
                { value: 'BLOCKED', label: t('users.BLOCKED') },
              ]}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              allowDeselect={false}
              data-testid="user-status"
            />
          )}
        />
        {/* A new user's language: their invitation e-mail is written in it (and their panel starts in it). */}
        {withLanguage && (
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('users.language')}
                description={t('users.languageHint')}
                data={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                allowDeselect={false}
                data-testid="user-language"
              />
            )}
          />
        )}
      </SimpleGrid>
      {type !== 'CLIENT' && (
        <Controller
          control={form.control}
          name="places"
          render={({ field }) => <PlacesPicker places={treePlaces} value={field.value ?? []} onChange={field.onChange} />}
        />
      )}
      <SaveButton testId="user-save" />
    </StackedForm>
  );
}
