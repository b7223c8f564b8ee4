import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/runtime.ts';
import { enterprise, enterpriseFromHost } from '@/lib/session.ts';

// The dialog (and Mantine's modal machinery) loads only when opened: the login page stays light.
const EnterpriseModal = lazy(() => import('./enterprise-modal.tsx'));

/** The enterprise identifier, kept in browser storage. Hidden on a client's own sub-domain. */
export function EnterpriseDialog() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [current, setCurrent] = useState(enterprise.stored());
  const [value, setValue] = useState(current ?? '');
  if (enterpriseFromHost(location.hostname, config.clientBaseDomain)) return null;
  const save = (id: string | null) => {
    enterprise.save(id);
    setCurrent(id);
    close();
  };
  return (
    <>
      <Group justify="center" gap="xs">
        {current && (
          <Text size="sm" c="dimmed">
            {t('auth.enterprise.current', { id: current })}
          </Text>
        )}
        <Button variant="subtle" size="compact-sm" onClick={open} data-testid="enterprise-button">
          {t('auth.enterprise.button')}
        </Button>
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <EnterpriseModal onClose={close} current={current} value={value} onValue={setValue} onSave={save} />
        </Suspense>
      )}
    </>
  );
}
