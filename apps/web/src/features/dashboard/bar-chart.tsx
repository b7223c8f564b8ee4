import { Card, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const BAR_HEIGHT = 32;

// The charting library (Recharts) is a large chunk: loaded after the dashboard's first paint, so
// the signed-in shell keeps within its bundle budget.
const BarChartDrawing = lazy(() => import('./bar-chart-drawing.tsx'));

/**
 * A titled horizontal bar chart of a few labelled counts (the dashboard's widgets). Mantine names
 * the orientation by its axes: "vertical" lays the labels down the side, the bars across. The
 * drawing is hidden from assistive technology, which reads the same counts as a list of labelled
 * bars instead: an SVG chart says nothing to a screen reader.
 */
export function BarChart({
  title,
  period,
  bars,
  testId,
}: {
  title: string;
  period: string;
  bars: { label: string; value: number; color?: string }[];
  testId: string;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...bars.map((b) => b.value));
  // Room for the longest label beside the bars (longer ones wrap at spaces), within what a phone's card can spare.
  const labelWidth = Math.min(170, 16 + 8 * Math.max(4, ...bars.map((b) => b.label.length)));
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm" data-testid={`${testId}-period`}>
        {period}
      </Text>
      {bars.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('common.noData')}
        </Text>
      )}
      {bars.length > 0 && (
        <Suspense fallback={<Skeleton h={bars.length * BAR_HEIGHT + 8} />}>
          <BarChartDrawing title={title} bars={bars} height={bars.length * BAR_HEIGHT + 8} labelWidth={labelWidth} />
        </Suspense>
      )}
      <VisuallyHidden>
        <Stack role="list">
          {bars.map((bar) => (
            <div key={bar.label} role="listitem">
              <Progress value={(bar.value / max) * 100} aria-label={`${bar.label}: ${bar.value}`} />
            </div>
          ))}
        </Stack>
      </VisuallyHidden>
    </Card>
  );
}
