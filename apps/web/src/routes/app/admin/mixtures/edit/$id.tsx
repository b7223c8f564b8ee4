import { createFileRoute, useParams } from '@tanstack/react-router';
import type { Mixture, UpdateMixtureRequest } from '@trapline/contracts/admin';
import { useTranslation } from 'react-i18next';
import { PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useMixture, mixtureQuery } from '@/features/admin/api/get-mixture.ts';
import { useUpdateMixture } from '@/features/admin/api/update-mixture.ts';
import { MixtureForm } from '@/features/admin/mixture-form.tsx';
import { useSave } from '@/lib/use-save.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/admin/mixtures/edit/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/admin/mixtures/edit/$id', mixtureQuery(params.id)),
  pendingComponent: RoutePending,
  component: EditMixturePage,
});

function EditMixturePage() {
  const { id } = useParams({ from: '/app/admin/mixtures/edit/$id' });
  return <QueryGate query={useMixture(id)}>{(mixture) => <EditMixture mixture={mixture} />}</QueryGate>;
}

function EditMixture({ mixture }: { mixture: Mixture }) {
  const { t } = useTranslation();
  const details = { to: '/app/admin/mixtures/details/$id', params: { id: String(mixture.id) } } as const;
  const updateMixture = useUpdateMixture();
  const submit = useSave({
    save: (values: UpdateMixtureRequest) => updateMixture.mutateAsync({ id: mixture.id, body: values }),
    success: t('admin.mixtures.updated'),
    go: () => details,
  });
  return (
    <PageShell
      title={t('admin.mixtures.editTitle')}
      crumbs={[
        { label: t('admin.mixtures.title'), to: '/app/admin/mixtures' },
        { label: mixture.name, to: `/app/admin/mixtures/details/${mixture.id}` },
      ]}
    >
      <MixtureForm mixture={mixture} onSubmit={submit} />
    </PageShell>
  );
}
