import { contract, type ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  Alert,
  type MantineColorScheme,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMantineColorScheme,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../components/ChangePasswordForm.tsx';
import { ScreenLoader } from '../../components/chunks.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { type FormValues, ResourceForm, type Validator } from '../../components/ResourceForm.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { describeError } from '../../lib/errors.ts';
import { isLanguage, setLanguage } from '../../lib/i18n.ts';
import { languageOptions, wordOptions } from '../../lib/options.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useSession, useSignedInSession } from '../../lib/session.tsx';
import { PhotoSection } from './PhotoSection.tsx';

type User = ResponseOf<typeof contract.userManagement.getUser>;
const profileSchema = contract.userManagement.updateUserProfile.body;

/** An empty phone box means "no phone", which the contract spells null. */
const withPhone = (values: FormValues) => ({ ...values, phone: values.phone || null });
const profileValidator: Validator = {
  safeParse: (values) => profileSchema.safeParse(withPhone(values as FormValues)),
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Stack>
    </Paper>
  );
}

function DetailsSection({ user }: { user: User }) {
  const { t } = useTranslation('my-profile');
  const { session, setSession } = useSession();
  const { call: save } = useWrite(routes.userManagement.updateUserProfile);
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('myProfile.email')}
        description={t('myProfile.emailHint')}
        value={user.email}
        dir="ltr"
        readOnly
      />
      <TextInput label={t('myProfile.role')} value={user.roleName} readOnly />
      {saved ? (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setSaved(false)}>
          {t('myProfile.saved')}
        </Alert>
      ) : null}
      <ResourceForm
        schema={profileValidator}
        fields={[
          { name: 'name', label: t('myProfile.name'), kind: 'text' },
          { name: 'phone', label: t('myProfile.phone'), kind: 'text', ltr: true },
          {
            name: 'language',
            label: t('myProfile.language'),
            description: t('myProfile.languageHint'),
            placeholder: t('myProfile.languageNone'),
            kind: 'select',
            clearable: true,
            options: languageOptions(t),
          },
        ]}
        initial={{ name: user.name, phone: user.phone ?? '', language: user.language }}
        submitLabel={t('myProfile.save')}
        onSubmit={async (values) => {
          setSaved(false);
          const updated = await save({ body: profileSchema.parse(withPhone(values)) });
          // The header shows the name from the session; keep it in step without asking the server again.
          if (session?.kind === 'user') {
            setSession({ ...session, user: { ...session.user, name: updated.name, phone: updated.phone } });
          }
          if (isLanguage(updated.language)) await setLanguage(updated.language);
          setSaved(true);
        }}
      />
    </Stack>
  );
}

function PasswordSection() {
  const { t } = useTranslation('my-profile');
  const [changes, setChanges] = useState(0);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('myProfile.passwordBody')}
      </Text>
      {changes > 0 ? (
        <Alert color="teal" variant="light" role="status">
          {t('myProfile.passwordChanged')}
        </Alert>
      ) : null}
      {/* A new key empties the fields once the password has changed. */}
      <ChangePasswordForm key={changes} onChanged={() => setChanges((count) => count + 1)} />
    </Stack>
  );
}

const COLOR_SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

function AppearanceSection() {
  const { t } = useTranslation('my-profile');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <LabelledSegmentedControl
      label={t('myProfile.colorScheme')}
      hint={t('myProfile.colorSchemeHint')}
      value={colorScheme}
      onChange={setColorScheme}
      data={wordOptions(t, 'nav', COLOR_SCHEMES)}
    />
  );
}

/** The signed-in user's own details, photo, password and display preferences. */
export default function MyProfileScreen() {
  const { t } = useTranslation('my-profile');
  const session = useSignedInSession();
  const me = useApiQuery(routes.userManagement.getUser, { body: {} });

  if (me.isPending) return <ScreenLoader />;
  if (me.error) return <ErrorState title={describeError(me.error, t)} onRetry={() => void me.refetch()} />;

  return (
    <Stack gap="md">
      <PageHeader texts="my-profile:myProfile" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Section id="profile-photo" title={t('myProfile.photo')}>
            <PhotoSection userId={session.user.id} />
          </Section>
          <Section id="profile-details" title={t('myProfile.details')}>
            <DetailsSection user={me.data} />
          </Section>
        </Stack>
        <Stack gap="md">
          <Section id="profile-password" title={t('myProfile.password')}>
            <PasswordSection />
          </Section>
          <Section id="profile-appearance" title={t('myProfile.appearance')}>
            <AppearanceSection />
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
