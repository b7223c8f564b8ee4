import { Alert, Button, Center, Loader, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  VISUAL_ANSWER_LIMITS,
  ZSetVisualInspectionAnswersRequest,
  type Inspection,
  type SetVisualInspectionAnswersInput,
} from '@trapline/contracts/inspections';
import { localComment, localQuestion } from '@trapline/contracts/translations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { usePlaceQuestions } from '@/shared/visual-inspection/api/get-place-questions.ts';
import { useSetVisualAnswers } from '@/features/inspections/api/set-visual-answers.ts';
import { useAction } from '@/lib/use-action.ts';

type Draft = { value: '' | 'YES' | 'NO'; note: string; recommendation: string };

/**
 * The visual-inspection answers of an inspection: one row per question the place has selected,
 * with YES, NO or no answer, a note and a recommendation. Questions left without an answer are
 * not sent; the body is checked with the shared contract before it goes.
 */
export function VisualAnswersDialog({ placeId, inspection, onClose }: { placeId: string; inspection: Inspection; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const questions = usePlaceQuestions(placeId);
  const setVisualAnswers = useSetVisualAnswers();
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      inspection.visualInspection.flatMap((a) =>
        a.questionId === null ? [] : [[a.questionId, { value: a.value ?? '', note: a.note ?? '', recommendation: a.recommendation ?? '' }]],
      ),
    ),
  );
  const { busy, problem: error, setProblem: setError, run } = useAction();
  const draftOf = (id: number): Draft => drafts[id] ?? { value: '', note: '', recommendation: '' };
  const change = (id: number, patch: Partial<Draft>) => setDrafts((all) => ({ ...all, [id]: { ...draftOf(id), ...patch } }));

  const submit = async () => {
    const list = questions.data?.questions ?? [];
    const body: SetVisualInspectionAnswersInput = {
      answers: list.flatMap((q) => {
        const draft = draftOf(q.id);
        return draft.value ? [{ questionId: q.id, value: draft.value, note: draft.note, recommendation: draft.recommendation }] : [];
      }),
    };
    const parsed = ZSetVisualInspectionAnswersRequest.safeParse(body);
    if (!parsed.success) return setError(t('inspections.answersInvalid'));
    await run(() => setVisualAnswers.mutateAsync({ placeId, inspectionId: inspection.id, body: parsed.data }), t('inspections.answersSaved'), onClose);
  };

  return (
    <Modal opened onClose={onClose} title={t('inspections.editAnswers')} size="lg" centered>
      {questions.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(questions.error, t)}
        </Alert>
      ) : !questions.data ? (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : questions.data.questions.length === 0 ? (
        <Text c="dimmed" data-testid="visual-answers-no-questions">
          {t('inspections.noQuestions')}
        </Text>
      ) : (
        <Stack data-testid="visual-answers-form">
          {questions.data.questions.map((q, index) => {
            const draft = draftOf(q.id);
            const comment = localComment(q, i18n.language);
            return (
              <Paper key={q.id} withBorder p="sm" radius="md" data-testid={`visual-answer-${index}`}>
                <Stack gap="xs">
                  <div>
                    <Text fw={600} size="sm">
                      {localQuestion(q, i18n.language)}
                    </Text>
                    {comment && (
                      <Text size="xs" c="dimmed">
                        {comment}
                      </Text>
                    )}
                  </div>
                  <SegmentedControl
                    aria-label={t('inspections.answer')}
                    value={draft.value}
                    onChange={(value) => change(q.id, { value: value as Draft['value'] })}
                    data={[
                      { value: '', label: t('inspections.answerNone') },
                      { value: 'YES', label: t('inspections.answerYES') },
                      { value: 'NO', label: t('inspections.answerNO') },
                    ]}
                  />
                  {(['note', 'recommendation'] as const).map((field) => (
                    <Textarea
                      key={field}
                      label={t(`inspections.${field}`)}
                      autosize
                      minRows={1}
                      maxLength={VISUAL_ANSWER_LIMITS.textMaxLength}
                      value={draft[field]}
                      disabled={!draft.value}
                      onChange={(e) => change(q.id, { [field]: e.currentTarget.value })}
                    />
                  ))}
                </Stack>
              </Paper>
            );
          })}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button loading={busy} onClick={() => void submit()} data-testid="visual-answers-save">
            {t('common.save')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
