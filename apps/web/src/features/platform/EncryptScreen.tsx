import { EncryptDecrypt } from './EncryptDecrypt.tsx';

export default function EncryptScreen() {
  return <EncryptDecrypt encryptOnly />;
}
