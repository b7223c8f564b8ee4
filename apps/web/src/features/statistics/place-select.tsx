import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placePickerQuery } from '@/shared/places/api/get-places.ts';

/** The place a statistics screen (the charts, a report) is about; `missing` marks it required after a try without one. */
export function StatisticsPlaceSelect({
  value,
  onChange,
  missing,
  w,
  testId,
}: {
  value: string | null;
  onChange: (placeId: string | null) => void;
  missing: boolean;
  w: SelectProps['w'];
  testId: string;
}) {
  const { t } = useTranslation();
  const places = useQuery(placePickerQuery);
  return (
    <Select
      label={t('statistics.place')}
      placeholder={t('statistics.choosePlace')}
      searchable
      data={(places.data?.rows ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
      value={value}
      onChange={onChange}
      error={missing ? t('statistics.placeRequired') : undefined}
      w={w}
      data-testid={testId}
    />
  );
}
