import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A labelled horizontal bar chart: enough for four small widgets without a charting library. */
export function BarChart({ title, period, bars, testId }: { title: string; period: string; bars: { label: string; value: number; color?: string }[]; testId: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Title order={3} size="h5">{title}</Title>
      <Text size="xs" c="dimmed" mb="sm" data-testid={`${testId}-period`}>{period}</Text>
      {bars.length === 0 && <Text c="dimmed" size="sm">{t('common.noData')}</Text>}
      <Stack gap={8} role="list">
        {bars.map((bar) => (
          <Stack key={bar.label} gap={2} role="listitem">
            <Group justify="space-between">
              <Text size="sm">{bar.label}</Text>
              <Text size="sm" fw={600}>{bar.value}</Text>
            </Group>
            <Progress value={(bar.value / max) * 100} color={bar.color ?? 'teal'} size="lg" aria-label={`${bar.label}: ${bar.value}`} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
