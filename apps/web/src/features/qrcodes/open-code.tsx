import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatQrCode, normaliseQrCode } from '@trapline/contracts/qrcodes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { TitledCard } from '@/components/titled-card.tsx';
import { useQrCode } from '@/features/qrcodes/api/get-qr-code.ts';
import { AssignCodeModal } from './assign-code-modal.tsx';
import { ScanButton } from './scan-button.tsx';

/**
 * A scanned label's address (/app?qr=…): an assigned code opens its device's details; a free
 * code says so and, for those who set devices up, offers to give it to a device; an unknown
 * code (or another company's) says it is not known.
 */
export function OpenCode({ code: raw }: { code: string }) {
  const { t } = useTranslation();
  usePageTitle(t('qrcodes.open.title'));
  const code = normaliseQrCode(raw);
  const navigate = useNavigate();
  const resolution = useQrCode(code, { enabled: code !== '' });
  const [assigning, setAssigning] = useState(false);
  const device = resolution.data?.device;

  useEffect(() => {
    if (device)
      void navigate({ to: '/app/places/edit/$placeId/devices/$deviceUuid', params: { placeId: device.placeUuid, deviceUuid: device.uuid }, replace: true });
  }, [device, navigate]);

  if (code !== '' && (resolution.isPending || device))
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );

  const unknown = code === '' || (resolution.error instanceof ApiError && resolution.error.status === 404);
  let body: React.ReactNode;
  if (unknown)
    body = (
      <Alert color="red" data-testid="qr-open-unknown">
        {t('qrcodes.open.unknown')}
      </Alert>
    );
  else if (resolution.isError) body = <Alert color="red">{errorMessage(resolution.error, t)}</Alert>;
  else if (resolution.data?.assigned)
    body = (
      <Alert color="yellow" data-testid="qr-open-hidden">
        {t('qrcodes.open.assignedElsewhere')}
      </Alert>
    );
  else {
    body = (
      <Stack>
        <Alert color="blue" data-testid="qr-open-free">
          {t('qrcodes.open.free')}
        </Alert>
        {resolution.data?.canAssign && (
          <Group>
            <Button onClick={() => setAssigning(true)} data-testid="qr-open-assign">
              {t('qrcodes.open.assign')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <>
      <TitledCard title={t('qrcodes.open.title')} level={1} actions={<ScanButton />}>
        {code !== '' && (
          <Text ff="monospace" data-testid="qr-open-code">
            {formatQrCode(code)}
          </Text>
        )}
        {body}
        <Group>
          <Button component={Link} to="/app/dashboard" variant="default">
            {t('qrcodes.open.toDashboard')}
          </Button>
        </Group>
      </TitledCard>
      {assigning && <AssignCodeModal code={code} onClose={() => setAssigning(false)} onAssigned={() => setAssigning(false)} />}
    </>
  );
}
