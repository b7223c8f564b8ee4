import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeleteGateway } from '@/features/lora/api/delete-gateway.ts';
import { useGateway, gatewayQuery } from '@/features/lora/api/get-gateway.ts';
import { ConfirmDialog } from '@/features/lora/confirm-dialog.tsx';
import { loraErrorMessage } from '@/features/lora/errors.ts';
import { formatDateTime } from '@/features/lora/format.ts';
import { RelativeTime } from '@/features/lora/status.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/lora/gateways/details/$loraDeviceUuid')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/lora/gateways/details/$loraDeviceUuid', gatewayQuery(params.loraDeviceUuid)),
  pendingComponent: RoutePending,
  component: GatewayDetailsPage,
});

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children || '—'}</div>
    </Stack>
  );
}

function GatewayDetailsPage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/gateways/details/$loraDeviceUuid' });
  const navigate = useNavigate();
  const { data: me } = useAccount();
  const gateway = useGateway(loraDeviceUuid);
  const deleteGateway = useDeleteGateway();
  const [deleting, setDeleting] = useState(false);
  usePageTitle(gateway.data?.name ?? t('lora.sections.gateways'));
  if (gateway.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (!gateway.data)
    return (
      <Alert color="red" role="alert">
        {t('errors.generic')}
      </Alert>
    );
  const g = gateway.data;
  const canManage = me?.type === 'ADMIN' || me?.type === 'COMPANY_ADMIN';
  const remove = async () => {
    try {
      await deleteGateway.mutateAsync(g.uuid);
      notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.deleted') });
      await navigate({ to: '/app/lora/gateways' });
    } catch (error) {
      notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/lora/gateways">
            LoRa
          </Anchor>
          <Anchor component={Link} to="/app/lora/gateways">
            {t('lora.sections.gateways')}
          </Anchor>
          <span>{g.name}</span>
        </Breadcrumbs>
        <Group justify="space-between">
          <Title order={1} size="h3" data-testid="lora-gateway-title">
            {g.name}
          </Title>
          {canManage && (
            <Group gap="xs">
              <Button component={Link} to={`/app/lora/gateways/edit/${g.uuid}`} variant="light">
                {t('common.edit')}
              </Button>
              <Button variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('common.delete')}
              </Button>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label={t('lora.name')}>{g.name}</Field>
          <Field label={t('lora.form.description')}>{g.description}</Field>
          <Field label="DevEUI">
            <Text ff="monospace">{g.devEui}</Text>
          </Field>
          <Field label={t('lora.list.created')}>{formatDateTime(g.createdAt)}</Field>
          <Field label={t('lora.lastUplink')}>
            {g.lastUplinkAt ? (
              <Group gap={6}>
                <Text>{formatDateTime(g.lastUplinkAt)}</Text>
                <Text c="dimmed">
                  (<RelativeTime iso={g.lastUplinkAt} />)
                </Text>
              </Group>
            ) : null}
          </Field>
          <Field label={t('lora.list.company')}>{g.company?.name}</Field>
          <Field label={t('lora.list.place')}>{g.place?.name}</Field>
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('lora.gateways.deleteTitle')}
        message={t('lora.delete.confirm', { name: g.name })}
        confirmLabel={t('common.delete')}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
        testId="lora-gateway-delete-confirm"
      />
    </Paper>
  );
}
