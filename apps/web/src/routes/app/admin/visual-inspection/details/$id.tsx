import { Alert, Anchor, Badge, Breadcrumbs, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { VISUAL_INSPECTION_LANGUAGES } from '@trapline/contracts/visual-inspection';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { questionQuery, questionsKey } from '../../../../../features/visual-inspection/api.ts';
import { DeleteQuestionDialog } from '../../../../../features/visual-inspection/questions-list.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/visual-inspection/details/$id')({ component: QuestionDetailsPage });

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text data-testid={testId} component="div">{children}</Text>
    </div>
  );
}

function QuestionDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/admin/visual-inspection/details/$id' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const question = useQuery(questionQuery(id));
  const [deleting, setDeleting] = useState(false);
  usePageTitle(question.data?.question ?? t('visualInspection.detailsTitle'));
  if (question.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!question.data) return <Alert color="red" role="alert">{errorMessage(question.error, t)}</Alert>;
  const q = question.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/visual-inspection">{t('visualInspection.title')}</Anchor>
          <span>{q.question}</span>
        </Breadcrumbs>
        <Group justify="space-between">
          <Title order={1} size="h3" data-testid="question-title">{q.question}</Title>
          <Group gap="xs">
            <Button variant="light" component={Link} to={`/app/admin/visual-inspection/edit/${q.id}`} data-testid="question-edit">{t('visualInspection.edit')}</Button>
            <Button variant="light" color="red" onClick={() => setDeleting(true)} data-testid="question-delete">{t('visualInspection.delete')}</Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t('visualInspection.question')}>{q.question}</Field>
          <Field label={t('visualInspection.comment')} testId="question-comment-value">{q.comment}</Field>
          <Field label={t('visualInspection.defaultAnswer')} testId="question-default-value">
            <Badge variant="light" color={q.defaultAnswer === 'YES' ? 'green' : 'red'}>{t(`visualInspection.answers.${q.defaultAnswer}`)}</Badge>
          </Field>
          <Field label={t('visualInspection.order')}>{q.order}</Field>
          <Field label={t('visualInspection.createdAt')}>{new Date(q.createdAt).toLocaleString()}</Field>
        </SimpleGrid>
        <Title order={2} size="h5">{t('visualInspection.translations')}</Title>
        <Table data-testid="question-translations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('visualInspection.language')}</Table.Th>
              <Table.Th>{t('visualInspection.question')}</Table.Th>
              <Table.Th>{t('visualInspection.comment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VISUAL_INSPECTION_LANGUAGES.map((lang) => {
              const entry = q.translations[lang];
              return (
                <Table.Tr key={lang}>
                  <Table.Td>{lang.toUpperCase()}</Table.Td>
                  <Table.Td>{entry?.question || <Text span c="dimmed" size="sm">{t('visualInspection.missing')}</Text>}</Table.Td>
                  <Table.Td>{entry?.comment || <Text span c="dimmed" size="sm">{t('visualInspection.missing')}</Text>}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
      {deleting && (
        <DeleteQuestionDialog
          question={q}
          onClose={() => setDeleting(false)}
          onDeleted={async () => {
            // Leave first: refreshing the deleted question's own query would only answer 404.
            queryClient.removeQueries({ queryKey: [...questionsKey, 'one'] });
            await navigate({ to: '/app/admin/visual-inspection' });
            await queryClient.invalidateQueries({ queryKey: questionsKey });
          }}
        />
      )}
    </Paper>
  );
}
