import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { ActionDialog } from './action-dialog.tsx';

const show = (props: { onConfirm: () => Promise<void>; onClose?: () => void; ready?: boolean }) =>
  render(
    <MantineProvider>
      <ActionDialog
        title="Assign"
        cancelLabel="Cancel"
        confirmLabel="Assign"
        confirmTestId="confirm"
        failureTestId="failure"
        onClose={() => undefined}
        {...props}
      >
        <p>Choose something</p>
      </ActionDialog>
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('en');
});
afterEach(cleanup);

describe('action dialog', () => {
  it('waits for a choice, then carries the action out', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { rerender } = show({ onConfirm, ready: false });
    expect(screen.getByTestId('confirm').hasAttribute('disabled')).toBe(true);
    rerender(
      <MantineProvider>
        <ActionDialog title="Assign" cancelLabel="Cancel" confirmLabel="Assign" confirmTestId="confirm" onClose={() => undefined} onConfirm={onConfirm} ready>
          <p>Choose something</p>
        </ActionDialog>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('shows a refusal in place and lets the user try again', async () => {
    const onConfirm = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'Already taken');
    });
    show({ onConfirm });
    fireEvent.click(screen.getByTestId('confirm'));
    expect(await screen.findByTestId('failure')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('confirm').hasAttribute('data-loading')).toBe(false));
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
  });
});
