import { Badge, Box, Group, Stack } from '@mantine/core';
import { RECOMMENDATION_STATUSES, type RecommendationStatus } from '@trapline/contracts/recommendations';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '@/features/recommendations/colors.ts';

/** A pie of recommendations by status (spec 3, section 4 colours), drawn with a conic gradient. */
export function StatusPie({ counts, testId }: { counts: Partial<Record<RecommendationStatus, number>>; testId?: string }) {
  const { t } = useTranslation();
  const total = RECOMMENDATION_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  let start = 0;
  const slices = RECOMMENDATION_STATUSES.filter((s) => (counts[s] ?? 0) > 0).map((s) => {
    const end = start + ((counts[s] ?? 0) / total) * 360;
    const slice = `var(--mantine-color-${STATUS_COLORS[s]}-5) ${start}deg ${end}deg`;
    start = end;
    return slice;
  });
  return (
    <Group align="center" data-testid={testId}>
      <Box
        w={140}
        h={140}
        style={{ borderRadius: '50%', background: total > 0 ? `conic-gradient(${slices.join(', ')})` : 'var(--mantine-color-gray-2)' }}
        role="img"
        aria-label={t('recommendations.statusChart')}
      />
      <Stack gap={4}>
        {RECOMMENDATION_STATUSES.map((s) => (
          <Badge key={s} color={STATUS_COLORS[s]} variant="light">{`${t(`recommendations.status.${s}`)}: ${counts[s] ?? 0}`}</Badge>
        ))}
      </Stack>
    </Group>
  );
}

export function countByStatus(rows: Array<{ status: RecommendationStatus }>): Partial<Record<RecommendationStatus, number>> {
  const counts: Partial<Record<RecommendationStatus, number>> = {};
  for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
