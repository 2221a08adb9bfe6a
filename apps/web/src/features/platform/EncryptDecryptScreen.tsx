import { EncryptDecrypt } from './EncryptDecrypt.tsx';

export default function EncryptDecryptScreen() {
  return <EncryptDecrypt />;
}
