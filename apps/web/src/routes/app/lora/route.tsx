import { Stack, Tabs } from '@mantine/core';
import { Outlet, createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';

export const Route = createFileRoute('/app/lora')({ component: LoraLayout });

/** The LoRa section: devices and gateways, and the unclaimed uplinks for the super admin. */
function LoraLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useAccount();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const section = ['gateways', 'unclaimed'].find((s) => pathname.startsWith(`/app/lora/${s}`)) ?? 'devices';
  return (
    <Stack>
      <Tabs value={section} onChange={(value) => value && void navigate({ to: `/app/lora/${value}` })} aria-label={t('lora.nav')}>
        <Tabs.List>
          <Tabs.Tab value="devices" data-testid="lora-tab-devices">
            {t('lora.sections.devices')}
          </Tabs.Tab>
          <Tabs.Tab value="gateways" data-testid="lora-tab-gateways">
            {t('lora.sections.gateways')}
          </Tabs.Tab>
          {me?.type === 'ADMIN' && (
            <Tabs.Tab value="unclaimed" data-testid="lora-tab-unclaimed">
              {t('lora.sections.unclaimed')}
            </Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
