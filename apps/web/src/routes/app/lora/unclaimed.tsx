import { Alert, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDismissUnclaimed } from '@/features/lora/api/dismiss-unclaimed.ts';
import { useUnclaimed } from '@/features/lora/api/get-unclaimed.ts';
import { ConfirmDialog } from '@/features/lora/confirm-dialog.tsx';
import { loraErrorMessage } from '@/features/lora/errors.ts';
import { formatDateTime } from '@/features/lora/format.ts';
import { RelativeTime } from '@/features/lora/status.tsx';
import { ListTable } from '@/components/list-table.tsx';
import { ListPage } from '@/components/page-shell.tsx';
import { pageNumber } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

const PAGE_SIZE = 50;

export const Route = createFileRoute('/app/lora/unclaimed')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: search.page === undefined ? undefined : pageNumber(search.page) }),
  component: UnclaimedPage,
});

/**
 * Uplinks of DevEUIs no sensor is registered for (super admin): "Register" opens the sensor form
 * with the DevEUI, which claims them; "Dismiss" forgets them.
 */
function UnclaimedPage() {
  const { t } = useTranslation();
  usePageTitle(t('lora.sections.unclaimed'));
  const page = useSearch({ from: '/app/lora/unclaimed' }).page ?? 1;
  const navigate = useNavigate({ from: '/app/lora/unclaimed' });
  const { data: me } = useAccount();
  const superAdmin = me?.type === 'ADMIN';
  const unclaimed = useUnclaimed(page, { enabled: superAdmin });
  const dismissUnclaimed = useDismissUnclaimed();
  const [dismissing, setDismissing] = useState<string | null>(null);
  if (me && !superAdmin)
    return (
      <Alert color="red" role="alert">
        {t('errors.forbidden')}
      </Alert>
    );
  const dismiss = async (devEui: string) => {
    try {
      await dismissUnclaimed.mutateAsync(devEui);
    } catch (error) {
      notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
    }
  };
  return (
    <ListPage title={t('lora.sections.unclaimed')} busy={unclaimed.isFetching}>
      <Text c="dimmed" size="sm">
        {t('lora.unclaimed.hint')}
      </Text>
      {unclaimed.data ? (
        <ListTable
          testId="lora-unclaimed-table"
          minWidth={720}
          hover={false}
          columns={[
            'DevEUI',
            { label: t('lora.unclaimed.count'), ta: 'right' },
            t('lora.unclaimed.first'),
            t('lora.unclaimed.last'),
            'RSSI',
            { label: t('common.actions'), hidden: true },
          ]}
          empty={t('common.noData')}
          pages={{ count: unclaimed.data.count, perPage: PAGE_SIZE, page, onPage: (next) => void navigate({ search: { page: next } }) }}
        >
          {unclaimed.data.rows.map((row) => (
            <Table.Tr key={row.devEui}>
              <Table.Td ff="monospace">{row.devEui}</Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td fz="sm">{formatDateTime(row.firstReceivedAt)}</Table.Td>
              <Table.Td>
                <RelativeTime iso={row.lastReceivedAt} />
              </Table.Td>
              <Table.Td>{row.rssi ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    onClick={() => void navigate({ to: '/app/lora/devices/create', search: { devEui: row.devEui } })}
                    data-testid="lora-unclaimed-register"
                  >
                    {t('lora.unclaimed.register')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDismissing(row.devEui)}>
                    {t('lora.unclaimed.dismiss')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : (
        <Center>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      <ConfirmDialog
        opened={dismissing !== null}
        title={t('lora.unclaimed.dismiss')}
        message={t('lora.unclaimed.dismissConfirm', { devEui: dismissing ?? '' })}
        onConfirm={() => (dismissing ? dismiss(dismissing) : Promise.resolve())}
        onClose={() => setDismissing(null)}
        testId="lora-unclaimed-dismiss-confirm"
      />
    </ListPage>
  );
}
