import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell.tsx';
import { useCreateGateway } from '@/features/lora/api/create-gateway.ts';
import { loraErrorMessage } from '@/features/lora/errors.ts';
import { GatewayForm } from '@/features/lora/gateway-form.tsx';
import { useSave } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/lora/gateways/create')({ component: CreateGatewayPage });

function CreateGatewayPage() {
  const { t } = useTranslation();
  const createGateway = useCreateGateway();
  const submit = useSave({
    save: createGateway.mutateAsync,
    successTitle: t('lora.toast.success'),
    success: t('lora.toast.added'),
    describeError: loraErrorMessage,
    go: ({ loraDevice }) => ({ to: '/app/lora/gateways/details/$loraDeviceUuid', params: { loraDeviceUuid: loraDevice.uuid } }),
  });
  const title = t('lora.gateways.createTitle');
  return (
    <PageShell
      title={title}
      crumbs={[{ label: 'LoRa', to: '/app/lora/gateways' }, { label: t('lora.sections.gateways'), to: '/app/lora/gateways' }, { label: title }]}
    >
      <GatewayForm onSubmit={submit} />
    </PageShell>
  );
}
