import type { FeedbackQuestion } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../components/FormButtons.tsx';
import { FormErrorAlert, formWideError } from '../../components/FormError.tsx';
import { useWrite } from '../../lib/query.ts';

const TYPES = ['rating', 'yesNo', 'text'] as const;
type AnswerType = (typeof TYPES)[number];
/** The question's two wordings: English, and Arabic written right to left. */
const WORDINGS = ['text', 'textAr'] as const;

/** The super-admin's form of one bank question: both wordings, the answer type and whether it is offered. */
export function QuestionForm({
  question,
  onDone,
}: {
  question: FeedbackQuestion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('feedback');
  const [wording, setWording] = useState({ text: question?.text ?? '', textAr: question?.textAr ?? '' });
  const [answerType, setAnswerType] = useState<AnswerType>(question?.answerType ?? 'rating');
  const [active, setActive] = useState(question?.active ?? true);
  const save = useWrite(routes.feedback.addOrEditFeedbackQuestion, { onSuccess: onDone });
  const errors = save.fieldErrors;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.run({
            query: { commandType: question ? 'EDIT' : 'ADD' },
            body: { ...(question ? { id: question.id } : {}), ...wording, answerType, active },
          });
        }}
      >
        <Stack gap="sm">
          {WORDINGS.map((field) => (
            <TextInput
              key={field}
              label={t(`feedbackQuestions.fields.${field}`)}
              required
              dir={field === 'textAr' ? 'rtl' : undefined}
              maxLength={300}
              value={wording[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setWording((now) => ({ ...now, [field]: value }));
              }}
              error={errors[field]}
            />
          ))}
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
          <FormButtons
            leaveLabel={t('feedbackQuestions.cancel')}
            onLeave={onDone}
            submitLabel={t('feedbackQuestions.save')}
            submitting={save.busy}
          />
        </Stack>
      </form>
    </Paper>
  );
}
