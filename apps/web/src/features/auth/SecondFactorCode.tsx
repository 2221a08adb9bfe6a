import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SecondFactorCodeProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The recovery codes are taken too at sign-in, not at enrolment. */
  recovery: boolean;
}

/** The code of the authenticator (or a recovery code), as a phone fills it in from a text or the keyboard. */
export function SecondFactorCode({ value, onChange, error, recovery }: SecondFactorCodeProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t(recovery ? 'auth.secondFactor.codeOrRecovery' : 'auth.secondFactor.code')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={32}
      required
      autoFocus
      dir="ltr"
    />
  );
}
