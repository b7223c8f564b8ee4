import { Alert, Anchor, Breadcrumbs, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { questionQuery, questionsKey, updateQuestion } from '../../../../../features/visual-inspection/api.ts';
import { QuestionForm } from '../../../../../features/visual-inspection/question-form.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/visual-inspection/edit/$id')({ component: EditQuestionPage });

function EditQuestionPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/admin/visual-inspection/edit/$id' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const question = useQuery(questionQuery(id));
  usePageTitle(question.data?.question ?? t('visualInspection.editTitle'));
  if (question.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!question.data) return <Alert color="red" role="alert">{errorMessage(question.error, t)}</Alert>;
  const q = question.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/visual-inspection">{t('visualInspection.title')}</Anchor>
          <Anchor component={Link} to={`/app/admin/visual-inspection/details/${q.id}`}>{q.question}</Anchor>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('visualInspection.editTitle')}</Title>
        <QuestionForm
          question={q}
          onSubmit={async (values) => {
            try {
              await updateQuestion(q.id, values);
              await queryClient.invalidateQueries({ queryKey: questionsKey });
              notifications.show({ color: 'green', message: t('visualInspection.updated') });
              await navigate({ to: '/app/admin/visual-inspection/details/$id', params: { id: String(q.id) } });
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
