import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LORA_CONFIGURATION_DEFAULTS, type LoraDevice } from '@trapline/contracts/lora';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';

// The API client's calls: the configuration hooks send through it.
const api = vi.fn();
vi.mock('@/lib/api-client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), api: (...args: unknown[]) => api(...args) }));
const configuration = (uuid: string) => `/api/lora/devices/${uuid}/configuration/sths_config`;
const { ConfigurationForm } = await import('./configuration-form.tsx');
const { BulkConfiguration } = await import('./bulk-configuration.tsx');

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('pl');
});
beforeEach(() => api.mockReset());
afterEach(cleanup);

const wrap = (node: React.ReactNode) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('configuration dialogs', () => {
  it('refuses time settings out of the ranges and sends numbers within them', async () => {
    const onSubmit = vi.fn(async () => {});
    wrap(<ConfigurationForm dialog="connection" initial={LORA_CONFIGURATION_DEFAULTS.connection} onSubmit={onSubmit} />);
    expect(input('lora-config-confirmedStatusPeriod').value).toBe('60');
    fireEvent.change(input('lora-config-confirmedStatusPeriod'), { target: { value: '59' } });
    fireEvent.change(input('lora-config-failedSendRetry'), { target: { value: '31' } });
    fireEvent.submit(screen.getByTestId('lora-config-form-connection'));
    await waitFor(() => expect(screen.getAllByText('Od 60 do 65535').length).toBeGreaterThan(1));
    expect(screen.getAllByText('Od 1 do 30').length).toBeGreaterThan(1);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input('lora-config-confirmedStatusPeriod'), { target: { value: '120' } });
    fireEvent.change(input('lora-config-failedSendRetry'), { target: { value: '5' } });
    fireEvent.submit(screen.getByTestId('lora-config-form-connection'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ confirmedStatusPeriod: 120, unconfirmedStatusPeriod: 60, failedSendRetryPeriod: 60, failedSendRetry: 5 }),
    );
  });

  it('shows a reed with its Inv flag as "active inverted" and sends both back', async () => {
    const onSubmit = vi.fn(async () => {});
    const initial = { ...LORA_CONFIGURATION_DEFAULTS.device, reed1: 1, reed1Inv: 1, ext2: 1 };
    wrap(<ConfigurationForm dialog="device" initial={initial} onSubmit={onSubmit} />);
    expect(input('lora-config-reed1').value).toBe('Aktywny odwrócony');
    expect(input('lora-config-reed2').value).toBe('Nieaktywny');
    expect(input('lora-config-ext2').value).toBe('Aktywny');
    fireEvent.submit(screen.getByTestId('lora-config-form-device'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(initial));
  });
});

describe('bulk configuration', () => {
  const sensor = (n: number) => ({ uuid: `00000000-0000-4000-8000-00000000000${n}`, name: `Czujnik ${n}` }) as LoraDevice;

  it('is disabled without a company filter or a selection', () => {
    wrap(<BulkConfiguration sensors={[sensor(1)]} enabled={false} />);
    expect((screen.getByTestId('lora-bulk-connection') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves one sensor at a time with "saved N of M", and stops silently at a failure', async () => {
    api.mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    wrap(<BulkConfiguration sensors={[sensor(1), sensor(2), sensor(3)]} enabled />);
    fireEvent.click(screen.getByTestId('lora-bulk-sths_config'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.submit(within(dialog).getByTestId('lora-config-form-sths_config'));
    await waitFor(() => expect(within(dialog).getByTestId('lora-bulk-progress').textContent).toContain('Zapisano 1 z 3 urządzeń'));
    expect(api).toHaveBeenCalledTimes(2);
    expect(api.mock.calls[0]).toEqual([configuration(sensor(1).uuid), { method: 'PUT', body: LORA_CONFIGURATION_DEFAULTS.sths_config }]);
    expect(within(dialog).queryByTestId('lora-bulk-close')).toBeNull();

    // Again, all three go through.
    api.mockReset().mockResolvedValue({});
    fireEvent.submit(within(dialog).getByTestId('lora-config-form-sths_config'));
    await waitFor(() => expect(within(dialog).getByTestId('lora-bulk-progress').textContent).toContain('Zapisano 3 z 3 urządzeń'));
    expect(api.mock.calls.map((call) => call[0])).toEqual([configuration(sensor(1).uuid), configuration(sensor(2).uuid), configuration(sensor(3).uuid)]);
    expect(within(dialog).getByTestId('lora-bulk-close')).toBeTruthy();
  });
});
