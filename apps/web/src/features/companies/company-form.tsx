import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZCreateCompanyRequest, type CreateCompanyRequest } from '@trapline/contracts/companies';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';
import { SaveButton } from '@/components/form-actions.tsx';
import { TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = z.input<typeof ZCreateCompanyRequest>;

/**
 * Company details (spec 1, section 2.4): name, address and e-mail required; the super admin also
 * sets the client limit, the parent and the enterprise identifier. Parent choices exclude the
 * company itself and companies that already have a parent.
 */
export function CompanyForm({
  initial,
  selfUuid,
  superAdmin,
  onSubmit,
}: {
  initial?: Partial<CreateCompanyRequest>;
  selfUuid?: string;
  superAdmin: boolean;
  onSubmit: (values: CreateCompanyRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const companies = useQuery({ ...companyShortListQuery, enabled: superAdmin });
  const form = useForm<Values, unknown, CreateCompanyRequest>({
    resolver: zodResolver(ZCreateCompanyRequest),
    defaultValues: { name: '', address: '', email: '', ...initial },
  });
  const message = (name: keyof Values) => errorText(t, form.formState.errors[name]?.message, 'validation');
  const parents = (companies.data ?? []).filter((c) => c.parentCompanyUuid === null && c.uuid !== selfUuid).map((c) => ({ value: c.uuid, label: c.name }));
  const submit = submitWithFieldErrors(form, onSubmit);
  return (
    <StackedForm onSubmit={submit} form={form}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={t('companies.name')} required data-testid="company-name" />
        <TextField name="email" label={t('companies.email')} required type="email" data-testid="company-email" />
        <TextField name="address" label={t('companies.address')} required data-testid="company-address" />
        {superAdmin && (
          <>
            <Controller
              control={form.control}
              name="subCompanyLimit"
              render={({ field }) => (
                <NumberInput
                  label={t('companies.subCompanyLimit')}
                  min={0}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                  error={message('subCompanyLimit')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="parentCompanyUuid"
              render={({ field }) => (
                <Select
                  label={t('companies.parent')}
                  clearable
                  searchable
                  data={parents}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v)}
                  error={message('parentCompanyUuid')}
                />
              )}
            />
            <TextField name="enterpriseId" label={t('companies.enterpriseId')} registerOptions={{ setValueAs: (v: string) => (v ? v : null) }} />
          </>
        )}
      </SimpleGrid>
      <SaveButton testId="company-save" />
    </StackedForm>
  );
}
