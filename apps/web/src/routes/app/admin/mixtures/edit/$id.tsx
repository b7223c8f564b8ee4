import { Alert, Anchor, Breadcrumbs, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { mixtureQuery, mixturesKey, updateMixture } from '../../../../../features/admin/api.ts';
import { MixtureForm } from '../../../../../features/admin/mixture-form.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/mixtures/edit/$id')({ component: EditMixturePage });

function EditMixturePage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/admin/mixtures/edit/$id' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mixture = useQuery(mixtureQuery(id));
  usePageTitle(mixture.data?.name ?? t('admin.mixtures.editTitle'));
  if (mixture.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!mixture.data) return <Alert color="red" role="alert">{errorMessage(mixture.error, t)}</Alert>;
  const c = mixture.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/mixtures">{t('admin.mixtures.title')}</Anchor>
          <Anchor component={Link} to={`/app/admin/mixtures/details/${c.id}`}>{c.name}</Anchor>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('admin.mixtures.editTitle')}</Title>
        <MixtureForm
          mixture={c}
          onSubmit={async (values) => {
            try {
              await updateMixture(c.id, values);
              await queryClient.invalidateQueries({ queryKey: mixturesKey });
              notifications.show({ color: 'green', message: t('admin.mixtures.updated') });
              await navigate({ to: '/app/admin/mixtures/details/$id', params: { id: String(c.id) } });
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error, t) });
              throw error;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
