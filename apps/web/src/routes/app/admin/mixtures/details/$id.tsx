import { SimpleGrid, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import type { Mixture } from '@trapline/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions, Field, PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useDeleteMixture } from '@/features/admin/api/delete-mixture.ts';
import { useMixture, mixtureQuery } from '@/features/admin/api/get-mixture.ts';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { TranslationsTable } from '@/features/admin/translations-table.tsx';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';
import { formatDateTime } from '@/lib/format-date-time.ts';

export const Route = createFileRoute('/app/admin/mixtures/details/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/admin/mixtures/details/$id', mixtureQuery(params.id)),
  pendingComponent: RoutePending,
  component: MixtureDetailsPage,
});

function MixtureDetailsPage() {
  const { id } = useParams({ from: '/app/admin/mixtures/details/$id' });
  return <QueryGate query={useMixture(id)}>{(mixture) => <MixtureDetails mixture={mixture} />}</QueryGate>;
}

function MixtureDetails({ mixture: m }: { mixture: Mixture }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const deleteMixture = useDeleteMixture();
  const navigate = useNavigate();
  const actions = (
    <EditDeleteActions
      editTo={`/app/admin/mixtures/edit/${m.id}`}
      onDelete={() => setDeleting(true)}
      testId="mixture"
      editLabel={t('admin.edit')}
      deleteLabel={t('admin.delete')}
    />
  );
  return (
    <PageShell
      title={m.name}
      titleTestId="mixture-title"
      crumbs={[{ label: t('admin.mixtures.title'), to: '/app/admin/mixtures' }, { label: m.name }]}
      actions={actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t('admin.mixtures.name')}>{m.name}</Field>
        <Field label={t('admin.mixtures.grammage')} testId="mixture-grammage-value">
          {m.grammage} g
        </Field>
        <Field label={t('admin.mixtures.type')}>{t(`admin.mixtures.types.${m.type}`)}</Field>
        <Field label={t('admin.mixtures.order')}>{m.order}</Field>
        <Field label={t('admin.createdAt')}>{formatDateTime(m.createdAt)}</Field>
        <Field label={t('admin.mixtures.description')}>{m.description ?? '—'}</Field>
      </SimpleGrid>
      <Title order={2} size="h5">
        {t('admin.translations.title')}
      </Title>
      <TranslationsTable translations={m.translations} withDescription />
      {deleting && (
        <DeleteDialog
          title={t('admin.mixtures.deleteTitle')}
          question={t('admin.mixtures.deleteQuestion', { name: m.name })}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteMixture.mutateAsync(m.id);
            notifications.show({ color: 'green', message: t('admin.mixtures.deleted') });
            // The delete refreshed the list; this page's own query is left as it is.
            await navigate({ to: '/app/admin/mixtures' });
          }}
        />
      )}
    </PageShell>
  );
}
