import { Alert, Badge, Button, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localComment, localQuestion } from '@trapline/contracts/translations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useAvailableQuestions } from '@/features/visual-inspection/api/get-available-questions.ts';
import { usePlaceQuestions } from '@/shared/visual-inspection/api/get-place-questions.ts';
import { isQuestionGone, useSetPlaceQuestions } from '@/features/visual-inspection/api/set-place-questions.ts';
import { TitledCard } from '@/components/titled-card.tsx';
import { FailureAlert } from '@/components/failure-alert.tsx';

/**
 * The place's visual inspection (spec 2, section 2.15): the questions the place may pick from
 * (the product-wide ones, then its provider's), the chosen ones ticked; saving sends the whole
 * choice. The restricted user types see the choice without changing it.
 */
export function PlaceQuestions({ placeId, canEdit }: { placeId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const available = useAvailableQuestions(placeId);
  const chosen = usePlaceQuestions(placeId);
  const setPlaceQuestions = useSetPlaceQuestions();
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The saved choice is the starting point until the user ticks something.
  const saved = chosen.data?.questions;
  useEffect(() => {
    if (saved) setSelected(new Set(saved.map((q) => q.id)));
  }, [saved]);

  if (available.isPending || chosen.isPending || !selected) {
    if (available.isError || chosen.isError)
      return (
        <Alert color="red" role="alert">
          {errorMessage(available.error ?? chosen.error, t)}
        </Alert>
      );
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (available.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(available.error, t)}
      </Alert>
    );
  const questions = available.data;
  const dirty = saved !== undefined && (saved.length !== selected.size || saved.some((q) => !selected.has(q.id)));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      // In the order of the lists, as the inspection asks them.
      const ids = questions.filter((q) => selected.has(q.id)).map((q) => q.id);
      await setPlaceQuestions.mutateAsync({ placeId, body: { questions: ids } });
      notifications.show({ color: 'green', message: t('visualInspection.place.saved') });
    } catch (error) {
      setFailure(isQuestionGone(error) ? t('visualInspection.place.questionGone') : errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledCard title={t('visualInspection.place.title')}>
      <Text size="sm" c="dimmed">
        {canEdit ? t('visualInspection.place.hint') : t('visualInspection.place.readOnly')}
      </Text>
      <FailureAlert failure={failure} testId="place-questions-error" />
      {questions.length === 0 ? (
        <Text c="dimmed" data-testid="place-questions-empty">
          {t('visualInspection.place.none')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="place-questions">
          {questions.map((question) => {
            const comment = localComment(question, i18n.language);
            return (
              <Checkbox
                key={question.id}
                checked={selected.has(question.id)}
                disabled={!canEdit || saving}
                onChange={(event) => toggle(question.id, event.currentTarget.checked)}
                data-testid="place-question"
                data-question={question.question}
                label={
                  <Group gap="xs">
                    <Text size="sm">{localQuestion(question, i18n.language)}</Text>
                    <Badge size="xs" variant="light" color={question.defaultAnswer === 'YES' ? 'green' : 'red'}>
                      {t('visualInspection.place.default', { answer: t(`visualInspection.answers.${question.defaultAnswer}`) })}
                    </Badge>
                    {question.companyId === null && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('visualInspection.place.productWide')}
                      </Badge>
                    )}
                  </Group>
                }
                description={comment ?? undefined}
              />
            );
          })}
        </Stack>
      )}
      {canEdit && questions.length > 0 && (
        <Group>
          <Button onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="place-questions-save">
            {t('common.save')}
          </Button>
          <Text size="sm" c="dimmed" data-testid="place-questions-count">
            {t('visualInspection.place.chosen', { count: selected.size })}
          </Text>
        </Group>
      )}
    </TitledCard>
  );
}
