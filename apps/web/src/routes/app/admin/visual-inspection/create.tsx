import { Anchor, Breadcrumbs, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createQuestion, questionsKey } from '../../../../features/visual-inspection/api.ts';
import { QuestionForm } from '../../../../features/visual-inspection/question-form.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/visual-inspection/create')({ component: CreateQuestionPage });

function CreateQuestionPage() {
  const { t } = useTranslation();
  usePageTitle(t('visualInspection.createTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/visual-inspection">{t('visualInspection.title')}</Anchor>
          <span>{t('visualInspection.createTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('visualInspection.createTitle')}</Title>
        <QuestionForm
          onSubmit={async (values) => {
            try {
              const question = await createQuestion(values);
              await queryClient.invalidateQueries({ queryKey: questionsKey });
              notifications.show({ color: 'green', message: t('visualInspection.added') });
              await navigate({ to: '/app/admin/visual-inspection/details/$id', params: { id: String(question.id) } });
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
