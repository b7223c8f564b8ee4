import { Anchor, Breadcrumbs, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createMixture, mixturesKey } from '../../../../features/admin/api.ts';
import { MixtureForm } from '../../../../features/admin/mixture-form.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/mixtures/create')({ component: CreateMixturePage });

function CreateMixturePage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.mixtures.createTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/mixtures">{t('admin.mixtures.title')}</Anchor>
          <span>{t('admin.mixtures.createTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('admin.mixtures.createTitle')}</Title>
        <MixtureForm
          onSubmit={async (values) => {
            try {
              const mixture = await createMixture(values);
              await queryClient.invalidateQueries({ queryKey: mixturesKey });
              notifications.show({ color: 'green', message: t('admin.mixtures.added') });
              await navigate({ to: '/app/admin/mixtures/details/$id', params: { id: String(mixture.id) } });
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
