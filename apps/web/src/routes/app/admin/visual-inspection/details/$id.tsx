import { Badge, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { VISUAL_INSPECTION_LANGUAGES, type VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions, Field, PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useQuestion, questionQuery } from '@/features/visual-inspection/api/get-question.ts';
import { DeleteQuestionDialog } from '@/features/visual-inspection/questions-list.tsx';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';
import { formatDateTime } from '@/lib/format-date-time.ts';

export const Route = createFileRoute('/app/admin/visual-inspection/details/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/admin/visual-inspection/details/$id', questionQuery(params.id)),
  pendingComponent: RoutePending,
  component: QuestionDetailsPage,
});

function QuestionDetailsPage() {
  const { id } = useParams({ from: '/app/admin/visual-inspection/details/$id' });
  return <QueryGate query={useQuestion(id)}>{(question) => <QuestionDetails question={question} />}</QueryGate>;
}

function QuestionDetails({ question: q }: { question: VisualInspectionQuestion }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  // The delete refreshed the list; the deleted question's page is left as it is.
  const leave = () => navigate({ to: '/app/admin/visual-inspection' });
  const missing = (
    <Text span c="dimmed" size="sm">
      {t('visualInspection.missing')}
    </Text>
  );
  const actions = (
    <EditDeleteActions
      editTo={`/app/admin/visual-inspection/edit/${q.id}`}
      onDelete={() => setDeleting(true)}
      testId="question"
      editLabel={t('visualInspection.edit')}
      deleteLabel={t('visualInspection.delete')}
    />
  );
  return (
    <PageShell
      title={q.question}
      titleTestId="question-title"
      crumbs={[{ label: t('visualInspection.title'), to: '/app/admin/visual-inspection' }, { label: q.question }]}
      actions={actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label={t('visualInspection.question')}>{q.question}</Field>
        <Field label={t('visualInspection.comment')} testId="question-comment-value">
          {q.comment}
        </Field>
        <Field label={t('visualInspection.defaultAnswer')} testId="question-default-value">
          <Badge variant="light" color={q.defaultAnswer === 'YES' ? 'green' : 'red'}>
            {t(`visualInspection.answers.${q.defaultAnswer}`)}
          </Badge>
        </Field>
        <Field label={t('visualInspection.order')}>{q.order}</Field>
        <Field label={t('visualInspection.createdAt')}>{formatDateTime(q.createdAt)}</Field>
      </SimpleGrid>
      <Title order={2} size="h5">
        {t('visualInspection.translations')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table data-testid="question-translations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('visualInspection.language')}</Table.Th>
              <Table.Th>{t('visualInspection.question')}</Table.Th>
              <Table.Th>{t('visualInspection.comment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VISUAL_INSPECTION_LANGUAGES.map((lang) => (
              <Table.Tr key={lang}>
                <Table.Td>{lang.toUpperCase()}</Table.Td>
                <Table.Td>{q.translations[lang]?.question || missing}</Table.Td>
                <Table.Td>{q.translations[lang]?.comment || missing}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deleting && <DeleteQuestionDialog question={q} onClose={() => setDeleting(false)} onDeleted={leave} />}
    </PageShell>
  );
}
