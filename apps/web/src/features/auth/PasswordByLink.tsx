import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../components/FormError.tsx';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields.tsx';
import { describeError } from '../../lib/errors.ts';
import { AuthDone, BackToSignIn, CheckingLink, LinkRefused, SignInButton } from './AuthHeading.tsx';

interface PasswordByLinkProps {
  /** The id of the heading's title, which names the form. */
  titleId: string;
  heading: ReactNode;
  /** The server's check of the link's code, made before the form shows. */
  check: { isPending: boolean; isError: boolean; error: unknown };
  /** Where to ask for another link when the code is refused. */
  again: ReactNode;
  /** The call that sets the password. */
  write: { error: unknown; busy: boolean; done: boolean };
  /** What the form says above its fields, if anything. */
  intro?: ReactNode;
  submitLabel: string;
  /** The good news once the password is set. */
  doneText: string;
  onSubmit: (newPassword: string) => void;
}

/**
 * The page of an e-mailed link that sets a password (a forgotten one, a new company's first): the link's code
 * checked, then the new password twice, then the way to sign in with it.
 */
export function PasswordByLink({
  titleId,
  heading,
  check,
  again,
  write,
  intro,
  submitLabel,
  doneText,
  onSubmit,
}: PasswordByLinkProps) {
  const { t } = useTranslation('auth');
  const password = useNewPassword(problemFieldErrors(write.error).newPassword);

  if (check.isPending) return <CheckingLink heading={heading} />;
  if (check.isError) {
    return <LinkRefused heading={heading} message={describeError(check.error, t)} again={again} />;
  }
  if (write.done) {
    return (
      <AuthDone heading={heading} next={<SignInButton />}>
        {doneText}
      </AuthDone>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.check()) onSubmit(password.next);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        {heading}
        {intro}
        <FormErrorAlert message={formWideError(write.error, t)} />
        <NewPasswordFields {...password.fields} autoFocus />
        <Button type="submit" loading={write.busy} fullWidth>
          {submitLabel}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
