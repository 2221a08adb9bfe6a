import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const TeamUserList = screenChunk('team-userlist', () => import('./TeamUserListScreen.tsx'), 'team');
export const DriverReports = screenChunk(
  'team-driver-reports',
  () => import('./DriverReportsScreen.tsx'),
  'team',
);
