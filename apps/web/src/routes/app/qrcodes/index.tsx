import { Anchor, Button, Loader, Paper, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { useQrBatches } from '@/features/qrcodes/api/get-qr-batches.ts';
import { GenerateBatchModal } from '@/features/qrcodes/generate-batch-modal.tsx';
import { pageNumber } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ListTable, Pager } from '@/components/list-table.tsx';
import { ListHeader } from '@/components/page-shell.tsx';

const PAGE_SIZE = 50;

export const Route = createFileRoute('/app/qrcodes/')({
  validateSearch: (search: Record<string, unknown>): { page: number } => ({ page: pageNumber(search.page) }),
  component: QrBatchesPage,
});

/** QR code batches (spec 3, section 2.6): the super admin, company admins and technicians (lib/screen-access.ts). */
function QrBatchesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('qrcodes.title'));
  const navigate = useNavigate({ from: '/app/qrcodes/' });
  const { page } = useSearch({ from: '/app/qrcodes/' });
  const me = useQuery(accountQuery).data;
  const superAdmin = me?.type === 'ADMIN';
  const { data, isFetching } = useQrBatches(page, PAGE_SIZE);
  const [generating, setGenerating] = useState(false);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <ListHeader title={t('qrcodes.title')} busy={isFetching}>
          <Button onClick={() => setGenerating(true)} data-testid="qr-generate">
            {t('qrcodes.generate')}
          </Button>
        </ListHeader>
        {data ? (
          <ListTable
            testId="qr-batches-table"
            minWidth={720}
            columns={[
              t('qrcodes.name'),
              superAdmin && t('qrcodes.company'),
              t('qrcodes.usedOfAmount'),
              t('qrcodes.createdAt'),
              t('qrcodes.user'),
              { label: t('common.actions'), hidden: true },
            ]}
            empty={t('common.noData')}
          >
            {data.rows.map((batch) => (
              <Table.Tr key={batch.uuid} data-testid="qr-batch-row">
                <Table.Td>{batch.name}</Table.Td>
                {superAdmin && <Table.Td>{batch.company.name}</Table.Td>}
                <Table.Td data-testid="qr-batch-used">
                  {batch.usedAmount} / {batch.amount}
                </Table.Td>
                <Table.Td>{new Date(batch.createdAt).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>{batch.user ? `${batch.user.name} ${batch.user.surname}` : '—'}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/app/qrcodes/batch/${batch.id}`} size="sm" data-testid="qr-batch-details">
                    {t('qrcodes.details')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        ) : (
          <Loader aria-label={t('app.loading')} />
        )}
        <Pager count={data?.count ?? 0} perPage={PAGE_SIZE} page={page} onPage={(next) => void navigate({ search: { page: next } })} />
      </Stack>
      {generating && (
        <GenerateBatchModal
          superAdmin={superAdmin}
          onClose={() => setGenerating(false)}
          onCreated={(batch) => {
            setGenerating(false);
            void navigate({ to: '/app/qrcodes/batch/$batchId', params: { batchId: String(batch.id) } });
          }}
        />
      )}
    </Paper>
  );
}
