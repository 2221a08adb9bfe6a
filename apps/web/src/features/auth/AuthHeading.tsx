import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { useSignOutToLogin } from '../../lib/session.tsx';

interface AuthHeadingProps {
  /** The title's id, which names the form (`aria-labelledby`). */
  id: string;
  title: string;
  subtitle?: string | null;
  /**
   * Takes the focus when shown: for a step that replaces the form whose button was pressed, so the focus is not
   * lost to the page's start.
   */
  focused?: boolean;
}

/** A sign-in page's title with an optional line under it. */
export function AuthHeading({ id, title, subtitle, focused = false }: AuthHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);
  return (
    <Stack gap={4}>
      <Title order={1} fz="h3" id={id} ref={heading} tabIndex={focused ? -1 : undefined}>
        {title}
      </Title>
      {subtitle ? (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

interface AuthDoneProps {
  /** The page's title, or its heading as it was above the form. */
  heading: ReactNode;
  icon?: ReactNode;
  /** The good news. */
  children: ReactNode;
  /** Where to go next. */
  next: ReactNode;
}

/** What a sign-in page shows once the server has done what the form asked: the news and where to go next. */
export function AuthDone({
  heading,
  icon = <IconCircleCheck size={18} aria-hidden />,
  children,
  next,
}: AuthDoneProps) {
  return (
    <Stack gap="md">
      {typeof heading === 'string' ? (
        <Title order={1} fz="h3">
          {heading}
        </Title>
      ) : (
        heading
      )}
      <Alert color="teal" variant="light" role="status" icon={icon}>
        {children}
      </Alert>
      {next}
    </Stack>
  );
}

/** A page of an e-mailed link while the server checks the link's code. */
export function CheckingLink({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      {heading}
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('auth.reset.checking')}</Text>
      </Group>
    </Stack>
  );
}

/** The button to the sign-in page once a link's form has done its work. */
export function SignInButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/auth/login">
      {t('common.signIn')}
    </Button>
  );
}

/** The way back to the sign-in page from the other sign-in pages. */
export function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to="/auth/login" size="sm" ta="center">
      {t('auth.recover.backToSignIn')}
    </Anchor>
  );
}

/** What a sign-in page says once its form has sent an e-mail: to whom, what to do with it, and the way back. */
export function MailSent({ heading, sent, hint }: { heading: string; sent: ReactNode; hint: string }) {
  return (
    <AuthDone heading={heading} icon={<IconMailCheck size={18} aria-hidden />} next={<BackToSignIn />}>
      <Text fw={600} size="sm">
        {sent}
      </Text>
      <Text size="sm">{hint}</Text>
    </AuthDone>
  );
}

/** A page of an e-mailed link whose code the server refused: why, and the way to ask for another link. */
export function LinkRefused({
  heading,
  message,
  again,
}: {
  heading: ReactNode;
  message: string;
  again: ReactNode;
}) {
  return (
    <Stack gap="md">
      {heading}
      <FormErrorAlert message={message} />
      {again}
    </Stack>
  );
}

/** The way out of a signed-in step (the lock, the second factor): the session ends and the sign-in page opens. */
export function SignOutLink({ children }: { children: ReactNode }) {
  const signOut = useSignOutToLogin();
  return (
    <Anchor component="button" type="button" size="sm" ta="center" onClick={signOut}>
      {children}
    </Anchor>
  );
}

/**
 * The account's e-mail on a sign-in page (the user name the server knows it by): left to right, offered by
 * the browser's password manager; `missing` says it is required, else the server's refusal shows.
 */
export function UserNameField({
  value,
  onChange,
  missing,
  ...input
}: Omit<TextInputProps, 'onChange'> & { onChange: (value: string) => void; missing: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      type="email"
      dir="ltr"
      autoComplete="username"
      required
      autoFocus
      {...input}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={missing ? t('validation.required') : input.error}
    />
  );
}
