import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const Login = screenChunk('auth-login', () => import('./LoginScreen.tsx'), 'auth');
export const NotFound = screenChunk('auth-404', () => import('./NotFoundScreen.tsx'), 'auth');
export const RecoverPassword = screenChunk(
  'auth-recoverpwd',
  () => import('./RecoverPasswordScreen.tsx'),
  'auth',
);
export const ChangePassword = screenChunk(
  'auth-changepassword',
  () => import('./ChangePasswordScreen.tsx'),
  'auth',
);
export const ResetPassword = screenChunk(
  'auth-resetpassword',
  () => import('./ResetPasswordScreen.tsx'),
  'auth',
);
export const Lock = screenChunk('auth-lockscreen', () => import('./LockScreen.tsx'), 'auth');
export const Maintenance = screenChunk('auth-maintenance', () => import('./MaintenanceScreen.tsx'), 'auth');
export const ReleaseNote = screenChunk('auth-releasenote', () => import('./ReleaseNoteScreen.tsx'), 'auth');
