import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The camera, the decoder and the NFC reader load when the button is first used.
const ScanModal = lazy(() => import('./scan-modal.tsx'));

/**
 * The "Scan QR" button: a camera (or NFC tag, or a typed code) opens the device of a code, or,
 * with onCode, gives the code to a form.
 */
export function ScanButton({ compact = false, onCode, testId = 'qr-scan' }: { compact?: boolean; onCode?: (code: string) => void; testId?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip label={t('qrcodes.scan.button')}>
          <ActionIcon variant="subtle" size="lg" aria-label={t('qrcodes.scan.button')} onClick={() => setOpened(true)} data-testid={testId}>
            <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
              <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10" />
            </svg>
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" onClick={() => setOpened(true)} data-testid={testId}>
          {t('qrcodes.scan.button')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ScanModal onClose={() => setOpened(false)} onCode={onCode} />
        </Suspense>
      )}
    </>
  );
}
