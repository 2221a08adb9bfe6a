import { feedbackAnswerType, type feedbackQuestionBank, type ownFeedbackQuestions } from '@curbside/contract';
import type { PlainCrud } from '../../components/crudTypes.ts';

/**
 * A survey question's table and form, the same for the platform's bank and a company's own questions (ADR 138):
 * its wording in both languages, how it is answered, and whether it is asked.
 */
export const QUESTION_FORM: PlainCrud<typeof feedbackQuestionBank> & PlainCrud<typeof ownFeedbackQuestions> =
  {
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
  };
