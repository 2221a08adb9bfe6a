import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const MyCompany = screenChunk(
  'subscription-my-company',
  () => import('./MyCompanyScreen.tsx'),
  'company',
);
