import { Button, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '@/features/recommendations/api/download-csv.ts';
import { errorMessage } from '@/lib/errors.ts';
import { DayField } from '@/components/day-input.tsx';

/** The CSV export of a creation-date range; the download is disabled until both dates are chosen. */
export function RecommendationCsvModal({ opened, onClose, placeId }: { opened: boolean; onClose: () => void; placeId: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t('recommendations.csv')}>
      <Stack>
        <DayField label={t('recommendations.createdFrom')} value={from} onChange={setFrom} testId="csv-from" />
        <DayField label={t('recommendations.createdTo')} value={to} onChange={setTo} testId="csv-to" />
        <Button
          disabled={!from || !to}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await downloadCsv(placeId, from, to);
              onClose();
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error, t) });
            } finally {
              setBusy(false);
            }
          }}
          data-testid="csv-download"
        >
          {t('recommendations.download')}
        </Button>
      </Stack>
    </Modal>
  );
}
