import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { LoraDownlink, LoraUplink } from '@trapline/contracts/lora';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { DownlinksTable } from './downlinks-table.tsx';
import { UplinksTable } from './uplinks-table.tsx';

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('en');
});
afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const downlink = (over: Partial<LoraDownlink>): LoraDownlink => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  kind: 'clear_alert',
  fPort: 23,
  data: '01',
  confirmed: true,
  status: 'PENDING',
  error: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  publishedAt: null,
  sentAt: null,
  acknowledgedAt: null,
  ...over,
});

describe("the sensor's screen", () => {
  it('shows each downlink with its state, a refused radio setting as failed with the reason', () => {
    wrap(
      <DownlinksTable
        rows={[
          downlink({
            uuid: '00000000-0000-4000-8000-000000000002',
            kind: 'radio_setting',
            fPort: 1,
            data: '0F',
            status: 'FAILED',
            error: 'not acknowledged',
            sentAt: '2026-11-22T12:01:00.000Z',
          }),
          downlink({ status: 'ACKNOWLEDGED', acknowledgedAt: '2026-11-22T12:02:00.000Z' }),
        ]}
        count={2}
        page={0}
        onPage={() => {}}
      />,
    );
    const refused = within(screen.getByTestId('lora-downlink-00000000-0000-4000-8000-000000000002'));
    expect(refused.getByText('Radio setting')).toBeTruthy();
    expect(refused.getByText('Failed')).toBeTruthy();
    expect(refused.getByText('not acknowledged')).toBeTruthy();
    expect(within(screen.getByTestId('lora-downlink-00000000-0000-4000-8000-000000000001')).getByText('Acknowledged')).toBeTruthy();
  });

  it('shows an uplink the bridge could not decode as such, with its port and bytes', () => {
    const raw: LoraUplink = {
      uuid: '00000000-0000-4000-8000-000000000003',
      createdAt: '2026-11-22T12:00:00.000Z',
      fCnt: 4_294_967_295,
      fPort: 0,
      payload: '06FE',
      rssi: -80,
      snr: 5,
      data: { undecoded: 'mac_only' },
    };
    wrap(<UplinksTable rows={[raw]} count={1} page={0} onPage={() => {}} />);
    const cell = within(screen.getByTestId('lora-uplink-undecoded'));
    expect(cell.getByText('Not decoded')).toBeTruthy();
    expect(cell.getByText('MAC commands only')).toBeTruthy();
    expect(cell.getByText('fPort 0 · 06FE')).toBeTruthy();
  });
});
