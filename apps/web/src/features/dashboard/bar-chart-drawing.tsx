import { BarChart as MantineBarChart } from '@mantine/charts';

/**
 * The drawing of a dashboard bar chart (see bar-chart.tsx), in a module of its own so that the
 * charting library loads as a chunk of its own. Mantine names the orientation by its axes:
 * "vertical" lays the labels down the side, the bars across.
 */
export default function BarChartDrawing({
  title,
  bars,
  height,
  labelWidth,
}: {
  title: string;
  bars: { label: string; value: number; color?: string }[];
  height: number;
  labelWidth: number;
}) {
  return (
    <MantineBarChart
      aria-hidden
      h={height}
      data={bars.map((bar) => ({ label: bar.label, value: bar.value, color: bar.color ?? 'teal' }))}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'value', label: title }]}
      withBarValueLabel
      // Without a formatter the chart draws no value labels; the counts are whole numbers.
      valueFormatter={(value) => String(value)}
      valueLabelProps={{ fill: 'var(--mantine-color-text)', fontWeight: 600, fontSize: 13 }}
      textColor="var(--mantine-color-text)"
      withXAxis={false}
      withTooltip={false}
      gridAxis="none"
      tickLine="none"
      maxBarWidth={18}
      // Keyboard focus would land on a drawing that assistive technology does not see.
      accessibilityLayer={false}
      yAxisProps={{ width: labelWidth, interval: 0 }}
      // The value labels sit after the bars: room for them beside the longest one.
      barChartProps={{ margin: { right: 32 } }}
    />
  );
}
