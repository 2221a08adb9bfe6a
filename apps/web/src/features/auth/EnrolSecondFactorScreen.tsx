import type { SessionInfo } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Center, Code, CopyButton, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { useWrite } from '../../lib/query.ts';
import { homePathOf, useSession } from '../../lib/session.tsx';
import { AuthHeading, SignOutLink } from './AuthHeading.tsx';
import { SecondFactorCode } from './SecondFactorCode.tsx';

/** The secret as people type it into an authenticator by hand: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * A super-admin without an authenticator sets one up before anything else (ADR 105): a new secret as a QR code
 * and as text, confirmed by the authenticator's first code; then the ten recovery codes, shown this once.
 */
export default function EnrolSecondFactorScreen() {
  const { t } = useTranslation('auth');
  const { session, status, setSession } = useSession();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const start = useWrite(routes.secondFactor.startEnrolment);
  const confirm = useWrite(routes.secondFactor.confirmEnrolment);
  const [enrolled, setEnrolled] = useState<{ recoveryCodes: string[]; session: SessionInfo } | null>(null);

  if (status === 'pending') return <ScreenLoader />;
  if (!session) return <Navigate to="/auth/login" replace />;

  if (enrolled) {
    const goOn = () => {
      setSession(enrolled.session);
      navigate(homePathOf(enrolled.session), { replace: true });
    };
    return (
      <Stack gap="md">
        <AuthHeading
          id="recovery-title"
          focused
          title={t('auth.secondFactor.recoveryTitle')}
          subtitle={t('auth.secondFactor.recoveryBody')}
        />
        <List aria-labelledby="recovery-title" spacing={4} listStyleType="none" dir="ltr">
          {enrolled.recoveryCodes.map((recovery) => (
            <List.Item key={recovery}>
              <Code fz="md">{recovery}</Code>
            </List.Item>
          ))}
        </List>
        {/* Kept where a person keeps them (a password manager, a note): typed out by hand, one goes wrong. */}
        <CopyButton value={enrolled.recoveryCodes.join('\n')} timeout={3000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              fullWidth
            >
              {copied ? t('auth.secondFactor.codesCopied') : t('auth.secondFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={goOn} fullWidth>
          {t('auth.secondFactor.saved')}
        </Button>
      </Stack>
    );
  }
  if (session.secondFactor !== 'enrol') return <Navigate to={homePathOf(session)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void confirm.run({ body: { code } }).then((result) => {
      if (result) setEnrolled(result);
    });
  };
  const failure = start.message ?? (confirm.fieldErrors.code ? null : confirm.message);

  return (
    <Stack gap="md">
      <AuthHeading
        id="enrol-title"
        title={t('auth.secondFactor.enrolTitle')}
        subtitle={t('auth.secondFactor.enrolBody')}
      />
      <FormErrorAlert message={failure} />
      {start.data ? (
        <form onSubmit={submit} noValidate aria-labelledby="enrol-title">
          <Stack gap="md">
            <Center>
              <QrCode value={start.data.uri} label={t('auth.secondFactor.qr')} />
            </Center>
            <Text size="sm">{t('auth.secondFactor.typeInstead')}</Text>
            <Code block dir="ltr" fz="md" aria-label={t('auth.secondFactor.secret')}>
              {grouped(start.data.secret)}
            </Code>
            <SecondFactorCode
              value={code}
              onChange={setCode}
              error={confirm.fieldErrors.code}
              recovery={false}
            />
            <Button type="submit" loading={confirm.busy} fullWidth>
              {t('auth.secondFactor.confirm')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Button onClick={() => void start.run({})} loading={start.busy} fullWidth>
          {t('auth.secondFactor.start')}
        </Button>
      )}
      <SignOutLink>{t('auth.secondFactor.signOut')}</SignOutLink>
    </Stack>
  );
}
