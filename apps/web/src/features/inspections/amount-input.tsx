import { INSPECTION_LIMITS } from '@trapline/contracts/inspections';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ControlledWholeNumberInput } from '@/components/form-fields.tsx';

/**
 * The amount of an action or pest record, in the add and the edit dialog alike: a whole number
 * within the contract's bounds, kept as typed (the dialogs' schemas read text too).
 */
export function RecordAmountInput<V extends FieldValues>({
  control,
  name,
  error,
  testId,
}: {
  control: Control<V>;
  name: Path<V>;
  error: string | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ControlledWholeNumberInput
      control={control}
      name={name}
      raw
      label={t('inspections.amount')}
      required
      min={INSPECTION_LIMITS.minAmount}
      max={INSPECTION_LIMITS.maxAmount}
      error={error}
      data-testid={testId}
    />
  );
}

/** Why an amount was refused: the contract's bounds, written as the reader writes numbers. */
export const amountRangeMessage = (t: TFunction, language: string) =>
  t('inspections.amountRange', { min: INSPECTION_LIMITS.minAmount.toLocaleString(language), max: INSPECTION_LIMITS.maxAmount.toLocaleString(language) });
