import { Card, Text, Title } from '@mantine/core';
import type { LoraBatteryDay } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 36, right: 12, top: 10, bottom: 24 };

/** Battery level per day of uplinks (spec 3, section 2.1): a small SVG line chart, 0-100 %. */
export function BatteryChart({ days }: { days: LoraBatteryDay[] }) {
  const { t } = useTranslation();
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW);
  const y = (percent: number) => PAD.top + innerH - (percent / 100) * innerH;
  const points = days.map((d, i) => `${x(i).toFixed(1)},${y(d.batteryPercent).toFixed(1)}`).join(' ');
  const label = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="lora-battery-chart">
      <Title order={2} size="h5" mb="xs">
        {t('lora.details.batteryChart')}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('common.noData')}
        </Text>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={t('lora.details.batteryChartLabel', { first: days[0]!.batteryPercent, last: days.at(-1)!.batteryPercent })}
        >
          {[0, 25, 50, 75, 100].map((p) => (
            <g key={p}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(p)} y2={y(p)} stroke="#dee2e6" strokeWidth={1} />
              <text x={PAD.left - 6} y={y(p) + 4} textAnchor="end" fontSize={10} fill="#495057">
                {p}%
              </text>
            </g>
          ))}
          <polyline points={points} fill="none" stroke="#0c8599" strokeWidth={2} />
          {days.map((d, i) => (
            <circle key={d.day} cx={x(i)} cy={y(d.batteryPercent)} r={2.5} fill="#0c8599">
              <title>{`${label(d.day)}: ${d.batteryPercent}% · ${d.batteryVoltage.toFixed(2)} V`}</title>
            </circle>
          ))}
          {[0, Math.floor((days.length - 1) / 2), days.length - 1]
            .filter((v, i, all) => all.indexOf(v) === i)
            .map((i) => (
              <text key={i} x={x(i)} y={HEIGHT - 6} textAnchor="middle" fontSize={10} fill="#495057">
                {label(days[i]!.day)}
              </text>
            ))}
        </svg>
      )}
    </Card>
  );
}
