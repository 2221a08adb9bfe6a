import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const WaitTypes = screenChunk(
  'settings-wait-types',
  () => import('./WaitTypesScreen.tsx'),
  'wait-list',
);
export const WaitListStand = screenChunk(
  'wait-list-stand',
  () => import('./WaitListStandScreen.tsx'),
  'wait-list',
);
export const MobileWaitList = screenChunk(
  'mobile-wait-list',
  () => import('./MobileWaitListScreen.tsx'),
  'wait-list',
);
export const CompletedWaitList = screenChunk(
  'completed-wait-list',
  () => import('./CompletedWaitListScreen.tsx'),
  'wait-list',
);
export const WaitListGuest = screenChunk(
  'wait-list-guest',
  () => import('./WaitListGuestScreen.tsx'),
  'wait-list',
);
