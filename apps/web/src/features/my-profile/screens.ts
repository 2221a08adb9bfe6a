import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const MyProfile = screenChunk('my-profile', () => import('./MyProfileScreen.tsx'), 'my-profile');
