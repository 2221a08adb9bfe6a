import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const SuperAdminHome = screenChunk(
  'superadmin',
  () => import('./SuperAdminHomeScreen.tsx'),
  'platform',
);
export const EncryptDecrypt = screenChunk(
  'encrypt-decrypt',
  () => import('./EncryptDecryptScreen.tsx'),
  'platform',
);
export const Encrypt = screenChunk('encrypt', () => import('./EncryptScreen.tsx'), 'platform');
