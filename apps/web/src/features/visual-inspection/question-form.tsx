import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, TextInput, Textarea, Title } from '@mantine/core';
import {
  VISUAL_INSPECTION_LANGUAGES,
  VISUAL_INSPECTION_LIMITS,
  YES_NO,
  ZCreateQuestionRequest,
  type CreateQuestionRequest,
  type VisualInspectionQuestion,
} from '@trapline/contracts/visual-inspection';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';
import { LanguageTabs } from '@/components/language-tabs.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = CreateQuestionRequest;
export type QuestionFormValues = z.output<typeof ZCreateQuestionRequest>;

const valuesOf = (question: VisualInspectionQuestion | undefined): Values => ({
  question: question?.question ?? '',
  comment: question?.comment ?? '',
  defaultAnswer: question?.defaultAnswer ?? 'YES',
  translations: Object.fromEntries(
    VISUAL_INSPECTION_LANGUAGES.map((lang) => [
      lang,
      { question: question?.translations[lang]?.question ?? '', comment: question?.translations[lang]?.comment ?? '' },
    ]),
  ),
});

/**
 * A visual-inspection question's form (spec 3, section 5: question, comment and default answer
 * required), with the question and its comment in each data language.
 */
export function QuestionForm({
  question,
  onSubmit,
  onCancel,
}: {
  question?: VisualInspectionQuestion;
  onSubmit: (values: QuestionFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, QuestionFormValues>({ resolver: zodResolver(ZCreateQuestionRequest), defaultValues: valuesOf(question) });
  const submit = submitWithFieldErrors(form, onSubmit);
  return (
    <StackedForm onSubmit={submit} form={form} testId="question-form">
      <TextField
        name="question"
        label={t('visualInspection.question')}
        required
        maxLength={VISUAL_INSPECTION_LIMITS.questionMaxLength}
        data-testid="question-text"
      />
      <TextareaField
        name="comment"
        label={t('visualInspection.comment')}
        required
        maxLength={VISUAL_INSPECTION_LIMITS.commentMaxLength}
        data-testid="question-comment"
      />
      <Controller
        control={form.control}
        name="defaultAnswer"
        render={({ field }) => (
          <Radio.Group
            label={t('visualInspection.defaultAnswer')}
            required
            value={field.value}
            onChange={field.onChange}
            error={errorText(t, form.formState.errors.defaultAnswer?.message, 'validation')}
          >
            <Group mt="xs">
              {YES_NO.map((answer) => (
                <Radio key={answer} value={answer} label={t(`visualInspection.answers.${answer}`)} data-testid={`question-default-${answer}`} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Title order={2} size="h5">
        {t('visualInspection.translations')}
      </Title>
      <LanguageTabs label={t('visualInspection.translations')} testId="question-translation">
        {(lang) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={`${t('visualInspection.question')} (${lang.toUpperCase()})`}
              maxLength={VISUAL_INSPECTION_LIMITS.questionMaxLength}
              {...form.register(`translations.${lang}.question`)}
              data-testid={`question-translation-question-${lang}`}
            />
            <Textarea
              label={`${t('visualInspection.comment')} (${lang.toUpperCase()})`}
              autosize
              minRows={1}
              maxLength={VISUAL_INSPECTION_LIMITS.commentMaxLength}
              {...form.register(`translations.${lang}.comment`)}
              data-testid={`question-translation-comment-${lang}`}
            />
          </SimpleGrid>
        )}
      </LanguageTabs>
      <Group>
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="question-save">
          {t('common.save')}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('visualInspection.cancel')}
          </Button>
        )}
      </Group>
    </StackedForm>
  );
}
