import type { ResponseOf } from '@curbside/contract';
import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { type SettingsCalls, SettingsForm } from '../../components/SettingsForm.tsx';
import type { InputOf } from '../../lib/api.ts';
import { smtpFields, smtpInput } from './fields.ts';

/** An SMTP server as a settings row holds it, whoever owns it; the password only as kept or not. */
export interface SmtpRow {
  host: string | null;
  port: number | null;
  secure: boolean;
  userName: string | null;
  fromAddress: string | null;
  passwordKept: boolean;
}

/**
 * The SMTP section of a settings screen, the company's (`SmtpDetails`) or the platform's
 * (`ApplicationSettings`): its rules, then one form of the server's fields. The stored password is never sent to
 * the browser; an empty box keeps it (ADR 53).
 */
export function SmtpSection<D extends SettingsCalls>({
  id,
  rules,
  definition,
  getInput,
  smtpOf,
}: {
  id: string;
  rules: string;
  definition: D;
  getInput: InputOf<D['get']>;
  /** The server's values in the get's answer. */
  smtpOf: (row: ResponseOf<D['get']>) => SmtpRow;
}) {
  const { t } = useTranslation('messaging');
  return (
    <Section id={id} title={t('smtp.section')} order={3}>
      <Text size="sm" c="dimmed" mb="sm">
        {rules}
      </Text>
      <SettingsForm
        definition={definition}
        getInput={getInput}
        fields={(row) => smtpFields(t, smtpOf(row).passwordKept)}
        toForm={(row) => {
          const smtp = smtpOf(row);
          return {
            host: smtp.host ?? '',
            port: smtp.port ?? 587,
            secure: smtp.secure,
            userName: smtp.userName ?? '',
            password: '',
            fromAddress: smtp.fromAddress ?? '',
          };
        }}
        toInput={smtpInput}
        labels={{ submit: t('smtp.save'), saved: t('smtp.saved'), loadFailed: t('smtp.loadFailed') }}
      />
    </Section>
  );
}

/** The SMS section of the same screens: its title, what it is for, then the provider's form. */
export function SmsSection({
  id,
  description,
  children,
}: {
  id: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('messaging');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="h5" id={id}>
        {t('sms.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
