import { createFileRoute, useParams } from '@tanstack/react-router';
import type { LoraGateway } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useGateway, gatewayQuery } from '@/features/lora/api/get-gateway.ts';
import { useUpdateGateway } from '@/features/lora/api/update-gateway.ts';
import { loraErrorMessage } from '@/features/lora/errors.ts';
import { GatewayForm, type GatewayFormValues } from '@/features/lora/gateway-form.tsx';
import { useSave } from '@/lib/use-save.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/lora/gateways/edit/$loraDeviceUuid')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/lora/gateways/edit/$loraDeviceUuid', gatewayQuery(params.loraDeviceUuid)),
  pendingComponent: RoutePending,
  component: EditGatewayPage,
});

function EditGatewayPage() {
  const { loraDeviceUuid } = useParams({ from: '/app/lora/gateways/edit/$loraDeviceUuid' });
  return <QueryGate query={useGateway(loraDeviceUuid)}>{(gateway) => <EditGateway gateway={gateway} />}</QueryGate>;
}

function EditGateway({ gateway: g }: { gateway: LoraGateway }) {
  const { t } = useTranslation();
  const updateGateway = useUpdateGateway();
  const submit = useSave({
    save: (values: GatewayFormValues) =>
      updateGateway.mutateAsync({
        uuid: g.uuid,
        body: {
          devEui: values.devEui,
          name: values.name || values.devEui,
          description: values.description ?? null,
          companyUuid: values.companyUuid ?? null,
          placeUuid: values.placeUuid ?? null,
        },
      }),
    successTitle: t('lora.toast.success'),
    success: t('lora.toast.saved'),
    describeError: loraErrorMessage,
    go: () => ({ to: '/app/lora/gateways/details/$loraDeviceUuid', params: { loraDeviceUuid: g.uuid } }),
  });
  return (
    <PageShell
      title={t('lora.gateways.editTitle')}
      crumbs={[
        { label: 'LoRa', to: '/app/lora/gateways' },
        { label: t('lora.sections.gateways'), to: '/app/lora/gateways' },
        { label: g.name, to: `/app/lora/gateways/details/${g.uuid}` },
      ]}
    >
      <GatewayForm
        initial={{ devEui: g.devEui, name: g.name, description: g.description ?? '', companyUuid: g.companyUuid, placeUuid: g.placeUuid }}
        onSubmit={submit}
      />
    </PageShell>
  );
}
