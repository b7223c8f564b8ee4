import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell.tsx';
import { useCreateQuestion } from '@/features/visual-inspection/api/create-question.ts';
import { QuestionForm } from '@/features/visual-inspection/question-form.tsx';
import { useSave } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/admin/visual-inspection/create')({ component: CreateQuestionPage });

function CreateQuestionPage() {
  const { t } = useTranslation();
  const createQuestion = useCreateQuestion();
  const submit = useSave({
    save: createQuestion.mutateAsync,
    success: t('visualInspection.added'),
    go: (saved) => ({ to: '/app/admin/visual-inspection/details/$id', params: { id: String(saved.id) } }),
  });
  const title = t('visualInspection.createTitle');
  return (
    <PageShell title={title} crumbs={[{ label: t('visualInspection.title'), to: '/app/admin/visual-inspection' }, { label: title }]}>
      <QuestionForm onSubmit={submit} />
    </PageShell>
  );
}
