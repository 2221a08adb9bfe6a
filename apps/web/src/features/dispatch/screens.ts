import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const DispatchBoard = screenChunk(
  'transaction-record-management',
  () => import('./DispatchBoardScreen.tsx'),
  'dispatch',
);
