import { routes } from '@curbside/contract/routes';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../components/FormError.tsx';
import { isLanguage } from '../../lib/i18n.ts';
import { useWrite } from '../../lib/query.ts';
import { AuthHeading, BackToSignIn, MailSent, UserNameField } from './AuthHeading.tsx';

/** Forgot password: pending (spinner), fulfilled (the e-mail is on its way), rejected (the server's error). */
export default function RecoverPasswordScreen() {
  const { t, i18n } = useTranslation('auth');
  const [userName, setUserName] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useWrite(routes.login.forgotPassword);
  const fieldErrors = problemFieldErrors(mutation.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = userName.trim();
    setMissing(value === '');
    if (value === '') return;
    // The e-mail is worded in the page's language unless the account keeps one of its own.
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    void mutation.run({ body: { userName: value, url: window.location.origin, language } });
  };

  if (mutation.input && mutation.done) {
    return (
      <MailSent
        heading={t('auth.recover.title')}
        sent={t('auth.recover.fulfilled', { userName: mutation.input.body.userName })}
        hint={t('auth.recover.fulfilledHint')}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="recover-title" aria-busy={mutation.busy}>
      <Stack gap="md">
        <AuthHeading id="recover-title" title={t('auth.recover.title')} subtitle={t('auth.recover.body')} />
        <FormErrorAlert title={t('auth.recover.rejected')} message={formWideError(mutation.error, t)} />
        <UserNameField
          label={t('common.email')}
          value={userName}
          onChange={setUserName}
          missing={missing}
          error={fieldErrors.userName}
          disabled={mutation.busy}
        />
        {mutation.busy ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('auth.recover.pending')}</Text>
          </Group>
        ) : null}
        <Button type="submit" loading={mutation.busy} fullWidth>
          {t('auth.recover.submit')}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
