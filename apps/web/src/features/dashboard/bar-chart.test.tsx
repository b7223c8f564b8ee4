import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { BarChart } from './bar-chart.tsx';

const show = (bars: { label: string; value: number; color?: string }[]) =>
  render(
    <MantineProvider>
      <BarChart testId="widget" title="By priority" period="Last 30 days" bars={bars} />
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('en');
});
// happy-dom lays nothing out: the chart warns that it has no size, which these tests do not read.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the dashboard's bar chart", () => {
  it('gives assistive technology one labelled bar per count, scaled to the largest, and hides the drawing from it', async () => {
    show([
      { label: 'High', value: 4, color: 'red' },
      { label: 'Low', value: 10 },
      { label: 'None', value: 0 },
    ]);
    const widget = screen.getByTestId('widget');
    expect(within(widget).getByText('By priority')).toBeTruthy();
    expect(within(widget).getByTestId('widget-period').textContent).toBe('Last 30 days');
    expect(within(widget).getAllByRole('listitem')).toHaveLength(3);
    const bars = within(widget).getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['High: 4', '40'],
      ['Low: 10', '100'],
      ['None: 0', '0'],
    ]);
    // The drawing loads as a chunk of its own, after the list: the first import of the charts
    // library takes seconds on a busy machine.
    await waitFor(() => expect(widget.querySelector('.mantine-BarChart-root')?.getAttribute('aria-hidden')).toBe('true'), { timeout: 15_000 });
  }, 20_000);

  it('says there is no data instead of drawing an empty chart', () => {
    show([]);
    const widget = screen.getByTestId('widget');
    expect(within(widget).getByText('No data')).toBeTruthy();
    expect(within(widget).queryAllByRole('listitem')).toHaveLength(0);
    expect(widget.querySelector('.mantine-BarChart-root')).toBeNull();
  });
});
