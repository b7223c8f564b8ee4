import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell.tsx';
import { useCreateMixture } from '@/features/admin/api/create-mixture.ts';
import { MixtureForm } from '@/features/admin/mixture-form.tsx';
import { useSave } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/admin/mixtures/create')({ component: CreateMixturePage });

function CreateMixturePage() {
  const { t } = useTranslation();
  const createMixture = useCreateMixture();
  const submit = useSave({
    save: createMixture.mutateAsync,
    success: t('admin.mixtures.added'),
    go: (saved) => ({ to: '/app/admin/mixtures/details/$id', params: { id: String(saved.id) } }),
  });
  const title = t('admin.mixtures.createTitle');
  return (
    <PageShell title={title} crumbs={[{ label: t('admin.mixtures.title'), to: '/app/admin/mixtures' }, { label: title }]}>
      <MixtureForm onSubmit={submit} />
    </PageShell>
  );
}
