import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const Recent = screenChunk('recent', () => import('./RecentScreen.tsx'), 'recent');
