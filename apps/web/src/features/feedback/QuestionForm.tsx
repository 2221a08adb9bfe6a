import { contract, type FeedbackQuestion } from '@curbside/contract';
import { Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../components/FormError.tsx';
import { useApiMutation } from '../../lib/query.ts';
import { invalidateTags } from '../../lib/tags.ts';

const TYPES = ['rating', 'yesNo', 'text'] as const;
type AnswerType = (typeof TYPES)[number];

/** The super-admin's form of one bank question: both wordings, the answer type and whether it is offered. */
export function QuestionForm({
  question,
  onDone,
}: {
  question: FeedbackQuestion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('feedback');
  const client = useQueryClient();
  const [text, setText] = useState(question?.text ?? '');
  const [textAr, setTextAr] = useState(question?.textAr ?? '');
  const [answerType, setAnswerType] = useState<AnswerType>(question?.answerType ?? 'rating');
  const [active, setActive] = useState(question?.active ?? true);
  const save = useApiMutation(contract.feedback.addOrEditFeedbackQuestion, {
    onSuccess: async () => {
      await invalidateTags(client, ['feedbackQuestions']);
      onDone();
    },
  });
  const errors = problemFieldErrors(save.error);

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            query: { commandType: question ? 'EDIT' : 'ADD' },
            body: { ...(question ? { id: question.id } : {}), text, textAr, answerType, active },
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('feedbackQuestions.fields.text')}
            required
            maxLength={300}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={errors.text}
          />
          <TextInput
            label={t('feedbackQuestions.fields.textAr')}
            required
            dir="rtl"
            maxLength={300}
            value={textAr}
            onChange={(event) => setTextAr(event.currentTarget.value)}
            error={errors.textAr}
          />
          <Select
            label={t('feedbackQuestions.fields.answerType')}
            allowDeselect={false}
            value={answerType}
            onChange={(value) => setAnswerType(TYPES.find((type) => type === value) ?? 'rating')}
            data={TYPES.map((type) => ({ value: type, label: t(`feedbackQuestions.answerType.${type}`) }))}
          />
          <Switch
            label={t('feedbackQuestions.fields.active')}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <FormErrorAlert message={formWideError(save.error, t)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('feedbackQuestions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('feedbackQuestions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
