import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const FeedbackList = screenChunk(
  'feedback-list',
  () => import('./FeedbackListScreen.tsx'),
  'feedback',
);
export const FeedbackQuestions = screenChunk(
  'feedback-questions',
  () => import('./FeedbackQuestionsScreen.tsx'),
  'feedback',
);
