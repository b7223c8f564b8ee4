import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMixture, mixtureQuery, mixturesKey } from '../../../../../features/admin/api.ts';
import { DeleteDialog } from '../../../../../features/admin/delete-dialog.tsx';
import { TranslationsTable } from '../../../../../features/admin/translations-table.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/mixtures/details/$id')({ component: MixtureDetailsPage });

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text data-testid={testId}>{children}</Text>
    </div>
  );
}

function MixtureDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/admin/mixtures/details/$id' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mixture = useQuery(mixtureQuery(id));
  const [deleting, setDeleting] = useState(false);
  usePageTitle(mixture.data?.name ?? t('admin.mixtures.detailsTitle'));
  if (mixture.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!mixture.data) return <Alert color="red" role="alert">{errorMessage(mixture.error, t)}</Alert>;
  const m = mixture.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/mixtures">{t('admin.mixtures.title')}</Anchor>
          <span>{m.name}</span>
        </Breadcrumbs>
        <Group justify="space-between">
          <Title order={1} size="h3" data-testid="mixture-title">{m.name}</Title>
          <Group gap="xs">
            <Button variant="light" component={Link} to={`/app/admin/mixtures/edit/${m.id}`} data-testid="mixture-edit">{t('admin.edit')}</Button>
            <Button variant="light" color="red" onClick={() => setDeleting(true)} data-testid="mixture-delete">{t('admin.delete')}</Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t('admin.mixtures.name')}>{m.name}</Field>
          <Field label={t('admin.mixtures.grammage')} testId="mixture-grammage-value">{m.grammage} g</Field>
          <Field label={t('admin.mixtures.type')}>{t(`admin.mixtures.types.${m.type}`)}</Field>
          <Field label={t('admin.mixtures.order')}>{m.order}</Field>
          <Field label={t('admin.createdAt')}>{new Date(m.createdAt).toLocaleString()}</Field>
          <Field label={t('admin.mixtures.description')}>{m.description ?? '—'}</Field>
        </SimpleGrid>
        <Title order={2} size="h5">{t('admin.translations.title')}</Title>
        <TranslationsTable translations={m.translations} withDescription />
      </Stack>
      {deleting && (
        <DeleteDialog
          title={t('admin.mixtures.deleteTitle')}
          question={t('admin.mixtures.deleteQuestion', { name: m.name })}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteMixture(m.id);
            notifications.show({ color: 'green', message: t('admin.mixtures.deleted') });
            // Leave first: refreshing the deleted mixture's own query would only answer 404.
            queryClient.removeQueries({ queryKey: [...mixturesKey, 'one'] });
            await navigate({ to: '/app/admin/mixtures' });
            await queryClient.invalidateQueries({ queryKey: mixturesKey });
          }}
        />
      )}
    </Paper>
  );
}
