import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
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
  const message = (name: keyof Values) => fieldMessage(form.formState.errors[name]?.message, t);
  const submit = submitWithFieldErrors(form, onSubmit);
  return (
    <StackedForm onSubmit={submit} testId="lora-gateway-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="DevEUI"
          required
          maxLength={16}
          ff="monospace"
          {...form.register('devEui')}
          error={message('devEui')}
          data-testid="lora-gateway-dev-eui"
        />
        <TextInput
          label={t('lora.name')}
          description={t('lora.form.nameHint')}
          {...form.register('name')}
          error={message('name')}
          data-testid="lora-gateway-name"
        />
        <Textarea label={t('lora.form.description')} autosize minRows={1} {...form.register('description')} error={message('description')} />
        <ChoiceSelect
          control={form.control}
          name="companyUuid"
          label={t('lora.list.company')}
          data={groupedCompanies(companies.data ?? [])}
          then={() => form.setValue('placeUuid', null)}
          error={message('companyUuid')}
        />
        <ChoiceSelect
          control={form.control}
          name="placeUuid"
          label={t('lora.list.place')}
          data={(places.data ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
          disabled={!companyUuid}
          error={message('placeUuid')}
        />
      </SimpleGrid>
      <SaveButton busy={form.formState.isSubmitting} testId="lora-gateway-save" />
    </StackedForm>
  );
}
