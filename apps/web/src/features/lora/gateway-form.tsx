import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZLoraGatewayCreateRequest, type LoraGatewayCreateRequest } from '@trapline/contracts/lora';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePlaceChoices } from '@/features/lora/api/get-place-choices.ts';
import { companyShortListQuery, groupedCompanies } from '@/shared/companies/api/get-company-short-list.ts';
import { fieldMessage } from './errors.ts';
import { submitWithFieldErrors } from '@/lib/forms.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { SaveButton } from '@/components/form-actions.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = z.input<typeof ZLoraGatewayCreateRequest>;
export type GatewayFormValues = z.output<typeof ZLoraGatewayCreateRequest>;

/** The gateway form of create and edit (spec 3, section 2.1: DevEUI required), with its company and place. */
export function GatewayForm({ initial, onSubmit }: { initial?: Partial<LoraGatewayCreateRequest>; onSubmit: (values: GatewayFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, GatewayFormValues>({
    resolver: zodResolver(ZLoraGatewayCreateRequest),
    defaultValues: { devEui: '', name: '', description: '', companyUuid: null, placeUuid: null, ...initial },
  });
  const companyUuid = form.watch('companyUuid');
  const companies = useQuery(companyShortListQuery);
  const places = usePlaceChoices(companyUuid ?? undefined);
  const message = (key: string | undefined) => fieldMessage(key, t);
  const submit = submitWithFieldErrors(form, onSubmit);
  return (
    <StackedForm onSubmit={submit} form={form} message={message} testId="lora-gateway-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="devEui" label="DevEUI" required maxLength={16} ff="monospace" data-testid="lora-gateway-dev-eui" />
        <TextField name="name" label={t('lora.name')} description={t('lora.form.nameHint')} data-testid="lora-gateway-name" />
        <TextareaField name="description" label={t('lora.form.description')} minRows={1} />
        <ChoiceSelect
          name="companyUuid"
          label={t('lora.list.company')}
          data={groupedCompanies(companies.data ?? [])}
          then={() => form.setValue('placeUuid', null)}
        />
        <ChoiceSelect
          name="placeUuid"
          label={t('lora.list.place')}
          data={(places.data ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
          disabled={!companyUuid}
        />
      </SimpleGrid>
      <SaveButton testId="lora-gateway-save" />
    </StackedForm>
  );
}
