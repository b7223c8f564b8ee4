import { Anchor, Breadcrumbs, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createGateway } from '../../../../features/lora/api.ts';
import { loraErrorMessage } from '../../../../features/lora/errors.ts';
import { GatewayForm } from '../../../../features/lora/gateway-form.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/lora/gateways/create')({ component: CreateGatewayPage });

function CreateGatewayPage() {
  const { t } = useTranslation();
  usePageTitle(t('lora.gateways.createTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/lora/gateways">LoRa</Anchor>
          <Anchor component={Link} to="/app/lora/gateways">{t('lora.sections.gateways')}</Anchor>
          <span>{t('lora.gateways.createTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('lora.gateways.createTitle')}</Title>
        <GatewayForm
          onSubmit={async (values) => {
            try {
              const { loraDevice } = await createGateway(values);
              await queryClient.invalidateQueries({ queryKey: ['lora', 'gateways'] });
              notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.added') });
              await navigate({ to: '/app/lora/gateways/details/$loraDeviceUuid', params: { loraDeviceUuid: loraDevice.uuid } });
            } catch (error) {
              notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
              throw error;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
