import { feedbackAnswerType, feedbackQuestionBank } from '@curbside/contract';
import { CrudScreen } from '../../components/CrudScreen.tsx';

/**
 * `/SuperAdmin/FeedBackQuestion`: the platform's question bank, a platform resource (ADR 62). Companies choose
 * from its active questions at `/Settings/FeedBackQuestion`.
 */
export default function QuestionBankScreen() {
  return (
    <CrudScreen
      resource={feedbackQuestionBank}
      texts="feedback:questionBank"
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
