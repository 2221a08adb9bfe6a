import { feedbackQuestionBank } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { QUESTION_FORM } from './questionForm.ts';

/**
 * `/SuperAdmin/FeedBackQuestion`: the platform's question bank, a platform resource (ADR 62). Companies choose
 * from its active questions at `/Settings/FeedBackQuestion`.
 */
export default function QuestionBankScreen() {
  return <CrudScreen resource={feedbackQuestionBank} texts="feedback:questionBank" plain={QUESTION_FORM} />;
}
