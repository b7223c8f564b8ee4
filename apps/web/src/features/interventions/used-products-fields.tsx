import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { INTERVENTION_LIMITS, USED_PRODUCT_UNITS } from '@trapline/contracts/interventions';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '@/components/titled-card.tsx';
import type { InterventionFormOutput, InterventionFormValues } from './intervention-form.tsx';

/**
 * The products used on a visit, a row each (name, active substance, amount with a decimal comma,
 * unit), added and removed in place up to the contract's maximum.
 */
export function UsedProductsFields({
  form,
  message,
}: {
  form: UseFormReturn<InterventionFormValues, unknown, InterventionFormOutput>;
  message: (key: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const products = useFieldArray({ control: form.control, name: 'usedProducts' });
  const errors = form.formState.errors;
  return (
    <TitledCard
      title={t('interventions.usedProducts')}
      level={3}
      compact
      actions={
        <Button
          size="xs"
          variant="light"
          onClick={() => products.append({ name: '', activeSubstance: '', amount: 0, unit: 'GRAMS' })}
          disabled={products.fields.length >= INTERVENTION_LIMITS.productsMax}
          data-testid="intervention-add-product"
        >
          {t('interventions.addProduct')}
        </Button>
      }
    >
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
                  onChange={(value) => amount.onChange(typeof value === 'number' ? value : value === '' ? undefined : Number(String(value).replace(',', '.')))}
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
    </TitledCard>
  );
}
