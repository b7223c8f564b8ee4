import { Alert, Anchor, Breadcrumbs, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gatewayQuery, updateGateway } from '../../../../../features/lora/api.ts';
import { loraErrorMessage } from '../../../../../features/lora/errors.ts';
import { GatewayForm } from '../../../../../features/lora/gateway-form.tsx';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/lora/gateways/edit/$loraDeviceUuid')({ component: EditGatewayPage });

function EditGatewayPage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/gateways/edit/$loraDeviceUuid' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gateway = useQuery(gatewayQuery(loraDeviceUuid));
  usePageTitle(gateway.data?.name ?? t('lora.gateways.editTitle'));
  if (gateway.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!gateway.data) return <Alert color="red" role="alert">{t('errors.generic')}</Alert>;
  const g = gateway.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/lora/gateways">LoRa</Anchor>
          <Anchor component={Link} to="/app/lora/gateways">{t('lora.sections.gateways')}</Anchor>
          <Anchor component={Link} to={`/app/lora/gateways/details/${g.uuid}`}>{g.name}</Anchor>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('lora.gateways.editTitle')}</Title>
        <GatewayForm
          initial={{ devEui: g.devEui, name: g.name, description: g.description ?? '', companyUuid: g.companyUuid, placeUuid: g.placeUuid }}
          onSubmit={async (values) => {
            try {
              await updateGateway(g.uuid, { devEui: values.devEui, name: values.name || values.devEui, description: values.description ?? null, companyUuid: values.companyUuid ?? null, placeUuid: values.placeUuid ?? null });
              await queryClient.invalidateQueries({ queryKey: ['lora'] });
              notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.saved') });
              await navigate({ to: '/app/lora/gateways/details/$loraDeviceUuid', params: { loraDeviceUuid: g.uuid } });
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
