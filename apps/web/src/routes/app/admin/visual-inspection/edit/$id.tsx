import { createFileRoute, useParams } from '@tanstack/react-router';
import type { UpdateQuestionRequest, VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { useTranslation } from 'react-i18next';
import { PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useQuestion, questionQuery } from '@/features/visual-inspection/api/get-question.ts';
import { useUpdateQuestion } from '@/features/visual-inspection/api/update-question.ts';
import { QuestionForm } from '@/features/visual-inspection/question-form.tsx';
import { useSave } from '@/lib/use-save.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/admin/visual-inspection/edit/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/admin/visual-inspection/edit/$id', questionQuery(params.id)),
  pendingComponent: RoutePending,
  component: EditQuestionPage,
});

function EditQuestionPage() {
  const { id } = useParams({ from: '/app/admin/visual-inspection/edit/$id' });
  return <QueryGate query={useQuestion(id)}>{(question) => <EditQuestion question={question} />}</QueryGate>;
}

function EditQuestion({ question }: { question: VisualInspectionQuestion }) {
  const { t } = useTranslation();
  const details = { to: '/app/admin/visual-inspection/details/$id', params: { id: String(question.id) } } as const;
  const updateQuestion = useUpdateQuestion();
  const submit = useSave({
    save: (values: UpdateQuestionRequest) => updateQuestion.mutateAsync({ id: question.id, body: values }),
    success: t('visualInspection.updated'),
    go: () => details,
  });
  return (
    <PageShell
      title={t('visualInspection.editTitle')}
      crumbs={[
        { label: t('visualInspection.title'), to: '/app/admin/visual-inspection' },
        { label: question.question, to: `/app/admin/visual-inspection/details/${question.id}` },
      ]}
    >
      <QuestionForm question={question} onSubmit={submit} />
    </PageShell>
  );
}
