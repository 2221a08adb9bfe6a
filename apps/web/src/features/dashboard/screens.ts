import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const Dashboard = screenChunk('dashboard', () => import('./DashboardScreen.tsx'), 'dashboard');
export const MobileDashboard = screenChunk(
  'mv-dashboard',
  () => import('./MobileDashboardScreen.tsx'),
  'dashboard',
);
