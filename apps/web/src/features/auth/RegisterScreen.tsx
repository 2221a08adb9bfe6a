import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RegisterForm } from './RegisterForm.tsx';
import { VerifySignup } from './VerifySignup.tsx';

/** `/auth/registerformik`: a hotel signs itself up; the e-mailed link comes back here with its code. */
export default function RegisterScreen() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  return (
    <Stack gap="md">{email && code ? <VerifySignup email={email} code={code} /> : <RegisterForm />}</Stack>
  );
}
