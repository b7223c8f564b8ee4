import { Alert, Anchor, Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { localQuestion } from '@trapline/contracts/translations';
import type { VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Reorderable, SortableRow, useReorder } from '@/components/sortable-rows.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { useCreateQuestion } from '@/features/visual-inspection/api/create-question.ts';
import { useDeleteQuestion } from '@/features/visual-inspection/api/delete-question.ts';
import { useQuestions } from '@/features/visual-inspection/api/get-questions.ts';
import { setQuestionOrder } from '@/features/visual-inspection/api/set-question-order.ts';
import { useUpdateQuestion } from '@/features/visual-inspection/api/update-question.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';
import { QuestionForm } from './question-form.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { DeleteIcon } from '@/components/delete-icon.tsx';

/** Where a question's screens are: the admin area has routes; the company tab edits in a dialog. */
type Mode = 'admin' | 'company';

function QuestionRow({
  question,
  position,
  disabled,
  mode,
  onEdit,
  onDelete,
}: {
  question: VisualInspectionQuestion;
  position: number;
  disabled: boolean;
  mode: Mode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = localQuestion(question, i18n.language);
  return (
    <SortableRow
      id={question.id}
      disabled={disabled}
      handleLabel={t('visualInspection.dragHandle', { question: text })}
      testId="question"
      data-question={question.question}
    >
      <Table.Td w={1}>{position}</Table.Td>
      <Table.Td>
        {mode === 'admin' ? (
          <Anchor component={Link} to={`/app/admin/visual-inspection/details/${question.id}`}>
            {text}
          </Anchor>
        ) : (
          <Text size="sm">{text}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={question.defaultAnswer === 'YES' ? 'green' : 'red'}>
          {t(`visualInspection.answers.${question.defaultAnswer}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {mode === 'admin' ? (
            <Button size="xs" variant="light" component={Link} to={`/app/admin/visual-inspection/edit/${question.id}`}>
              {t('visualInspection.edit')}
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={onEdit} data-testid="question-edit">
              {t('visualInspection.edit')}
            </Button>
          )}
          <DeleteIcon label={t('visualInspection.delete')} name={text} onClick={onDelete} testId="question-delete" />
        </Group>
      </Table.Td>
    </SortableRow>
  );
}

/** Asks before deleting a question; shows a refusal in place and stays open. */
export function DeleteQuestionDialog({
  question,
  onDeleted,
  onClose,
}: {
  question: VisualInspectionQuestion;
  onDeleted: () => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const deleteQuestion = useDeleteQuestion();
  return (
    <DeleteDialog
      title={t('visualInspection.deleteTitle')}
      question={t('visualInspection.deleteQuestion', { question: localQuestion(question, i18n.language) })}
      onConfirm={async () => {
        await deleteQuestion.mutateAsync(question.id);
        notifications.show({ color: 'green', message: t('visualInspection.deleted') });
        await onDeleted();
      }}
      onClose={onClose}
      cancelLabel={t('visualInspection.cancel')}
      confirmLabel={t('visualInspection.delete')}
      confirmTestId="question-delete-confirm"
    />
  );
}

/**
 * The caller's visual-inspection questions in their order (spec 3, sections 2.7 and 4): drag a
 * row by its handle (or move it with the keyboard: space, arrows, space) and the whole new order
 * is sent at once. The list shows the new order at once and goes back to the server's if the save
 * fails. The super admin's admin area links to the question's screens; the company tab adds and
 * edits in a dialog.
 */
export function QuestionsList({ mode }: { mode: Mode }) {
  const { t, i18n } = useTranslation();
  const questions = useQuestions();
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const [deleting, setDeleting] = useState<VisualInspectionQuestion | null>(null);
  const [editing, setEditing] = useState<VisualInspectionQuestion | 'new' | null>(null);
  const list = questions.data ?? [];
  const reorder = useReorder({
    list,
    queryKey: visualInspectionKeys.list,
    save: setQuestionOrder,
    labelOf: (q) => localQuestion(q, i18n.language),
    texts: 'visualInspection',
  });
  const { saving } = reorder;

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={mode === 'admin' ? 1 : 2} size="h3">
            {t('visualInspection.title')}
          </Title>
          {saving && <Loader size="xs" aria-label={t('visualInspection.savingOrder')} data-testid="questions-saving" />}
        </Group>
        {mode === 'admin' ? (
          <Button component={Link} to="/app/admin/visual-inspection/create" data-testid="question-add">
            {t('visualInspection.add')}
          </Button>
        ) : (
          <Button onClick={() => setEditing('new')} data-testid="question-add">
            {t('visualInspection.add')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {mode === 'admin' ? t('visualInspection.adminHint') : t('visualInspection.companyHint')} {t('visualInspection.reorderHint')}
      </Text>
      {questions.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : questions.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(questions.error, t)}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" data-testid="questions-empty">
          {t('visualInspection.empty')}
        </Text>
      ) : (
        <Reorderable reorder={reorder}>
          <Table.ScrollContainer minWidth={520}>
            <Table highlightOnHover data-testid="questions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>{t('visualInspection.move')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('visualInspection.order')}</Table.Th>
                  <Table.Th>{t('visualInspection.question')}</Table.Th>
                  <Table.Th>{t('visualInspection.defaultAnswer')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('visualInspection.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((question, index) => (
                  <QuestionRow
                    key={question.id}
                    question={question}
                    position={index + 1}
                    disabled={saving}
                    mode={mode}
                    onEdit={() => setEditing(question)}
                    onDelete={() => setDeleting(question)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Reorderable>
      )}
      {deleting && <DeleteQuestionDialog question={deleting} onClose={() => setDeleting(null)} onDeleted={async () => setDeleting(null)} />}
      {editing && (
        <Modal
          opened
          onClose={() => setEditing(null)}
          title={editing === 'new' ? t('visualInspection.createTitle') : t('visualInspection.editTitle')}
          size="lg"
          centered
        >
          <QuestionForm
            question={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              try {
                if (editing === 'new') await createQuestion.mutateAsync(values);
                else await updateQuestion.mutateAsync({ id: editing.id, body: values });
                notifications.show({ color: 'green', message: editing === 'new' ? t('visualInspection.added') : t('visualInspection.updated') });
                setEditing(null);
              } catch (error) {
                notifications.show({ color: 'red', message: errorMessage(error, t) });
                throw error;
              }
            }}
          />
        </Modal>
      )}
    </Stack>
  );
}
