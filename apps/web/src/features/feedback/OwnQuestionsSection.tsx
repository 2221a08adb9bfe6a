import { ownFeedbackQuestions } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { QUESTION_FORM } from './questionForm.ts';

/**
 * The company's own survey questions (ADR 138), worded in both languages as the bank's are: written, edited,
 * switched off and deleted by its administrators, asked beside the bank questions it chose.
 */
export function OwnQuestionsSection() {
  return <CrudScreen resource={ownFeedbackQuestions} texts="feedback:ownQuestions" plain={QUESTION_FORM} />;
}
