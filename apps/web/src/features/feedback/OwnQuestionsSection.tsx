import { feedbackAnswerType, ownFeedbackQuestions } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';

/**
 * The company's own survey questions (ADR 138), worded in both languages as the bank's are: written, edited,
 * switched off and deleted by its administrators, asked beside the bank questions it chose.
 */
export function OwnQuestionsSection() {
  return (
    <CrudScreen
      resource={ownFeedbackQuestions}
      texts="feedback:ownQuestions"
      plain={{
        fields: {
          text: 'text',
          textAr: 'text',
          answerType: {
            kind: 'choice',
            choices: feedbackAnswerType.options,
            words: 'feedbackQuestions.answerType',
          },
          active: 'active',
        },
        initial: { text: '', textAr: '', answerType: 'rating', active: true },
        nameField: 'text',
      }}
    />
  );
}
