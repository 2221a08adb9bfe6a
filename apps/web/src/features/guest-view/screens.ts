import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const GuestView = screenChunk('guest-view', () => import('./GuestViewScreen.tsx'), 'guest-view');
export const GuestFeedback = screenChunk(
  'guest-feedback',
  () => import('./FeedbackScreen.tsx'),
  'guest-view',
);
export const GuestEditReservation = screenChunk(
  'guest-edit-reservation',
  () => import('./EditReservationScreen.tsx'),
  'guest-view',
);
